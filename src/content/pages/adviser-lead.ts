/**
 * The advisers' page (/doradca/zgloszenie): an adviser opens it from the link of an e-mail about a
 * lead, sees the lead, claims it and records how the contact went. Not a page of the public site
 * (noindex, nofollow). The validation and link messages are the shared ones
 * (supabase/functions/_shared/adviser-request.ts); the lead's own data comes from the function.
 */
import { company } from '@/content/company';
import { sendErrorDetails, sendFailureAlert } from '@/content/forms';
import type { PageMeta } from '@/content/types';
import { typeset, typesetText } from '@/lib/typography';
import { MAX_FOLLOW_UP_DAYS, type OutcomeId } from '@shared/adviser-request';

type MomentOutcome = Extract<OutcomeId, 'no-answer' | 'meeting'>;

export const adviserLeadPage = typeset({
  meta: {
    title: `Zgłoszenie dla doradcy | ${company.brandName}`,
    description:
      'Strona dla doradców: szczegóły zgłoszenia klienta, przejęcie zgłoszenia i zapis wyniku kontaktu. Otwiera się z linku w wiadomości e-mail o zgłoszeniu.',
    noindex: true,
    nofollow: true,
  } satisfies PageMeta,
  eyebrow: 'Dla doradców',
  /** The H1 while the lead loads and when it cannot be shown; the lead's own title once it can. */
  title: 'Zgłoszenie klienta',
  loading: 'Wczytuję zgłoszenie…',
  noScript:
    'Ta strona potrzebuje JavaScriptu. Włącz go w przeglądarce i otwórz link z wiadomości e-mail jeszcze raz.',
  unavailableTitle: 'Nie można otworzyć zgłoszenia',
  received: 'Wpłynęło:',
  promisedBy: 'Obiecany kontakt do:',
  /** In place of the moment when no call was promised. */
  noPromise: 'nie obiecano terminu',
});

/** Who has the lead, and the one button that claims it. */
export const adviserOwnerCopy = {
  heading: 'Kto prowadzi zgłoszenie',
  nobody: typesetText('Nikt jeszcze nie prowadzi tego zgłoszenia.'),
  claimHint: typesetText('Gdy je przejmiesz, pozostali doradcy zobaczą, że już się nim zajmujesz.'),
  claim: 'Przejmuję',
  claiming: 'Przejmuję…',
  yours: (since: string) => typesetText(`Prowadzisz to zgłoszenie od ${since}.`),
  claimed: typesetText(
    'Zgłoszenie jest Twoje. Zadzwoń do klienta, a potem zapisz wynik kontaktu niżej na tej stronie.',
  ),
  alreadyYours: typesetText('To zgłoszenie już prowadzisz. Nic się nie zmieniło.'),
  takenBy: (name: string, since: string) =>
    typesetText(`Zgłoszenie prowadzi już ${name} (od ${since}).`),
  takenHint: typesetText(
    'Nie musisz nic robić. Jeśli zgłoszenie ma przejść do Ciebie, porozmawiaj z tą osobą albo z kierownikiem.',
  ),
  latestOutcome: 'Ostatni wynik:',
};

/** The form that records how the contact went. */
export const adviserOutcomeCopy = {
  heading: 'Wynik kontaktu',
  lead: typesetText(
    'Zapisz, jak zakończył się kontakt z klientem. Kolejny wynik możesz dodać później, na przykład po następnej rozmowie.',
  ),
  legend: 'Jak zakończył się kontakt?',
  momentLabels: {
    'no-answer': 'Spróbuję ponownie',
    meeting: 'Termin spotkania',
  } satisfies Record<MomentOutcome, string>,
  momentHint: typesetText(`Dzień i godzina, najpóźniej za ${MAX_FOLLOW_UP_DAYS} dni.`),
  reasonLabel: 'Powód',
  noteLabel: 'Notatka (opcjonalnie)',
  submit: 'Zapisz wynik',
  submitting: 'Zapisuję…',
  recorded: (label: string) => `Zapisano: ${label}.`,
};

/** What the page says when a request did not go through. */
export const adviserFailureCopy = {
  title: 'Nie udało się',
  network: sendErrorDetails.network,
  timeout: typesetText(`${sendErrorDetails.timeout} Spróbuj ponownie za chwilę.`),
  status: sendErrorDetails.status,
  unexpected: typesetText(`${sendErrorDetails.unknown} Spróbuj ponownie za chwilę.`),
  kept: typesetText('To, co wpisano, zostało w formularzu.'),
  retry: sendFailureAlert.retry,
};

/** The lead's data and its history, as the page's sections label them. */
export const adviserRecordCopy = {
  detailsHeading: 'Dane zgłoszenia',
  historyHeading: 'Historia zgłoszenia',
  historyEmpty: typesetText('Nikt jeszcze nic przy tym zgłoszeniu nie zapisał.'),
  noteLabel: 'Notatka:',
};
