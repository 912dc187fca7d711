/**
 * What the owner must still supply before the site goes live: company data the site shows as a
 * marked placeholder, claims held back until the owner supplies evidence, and data the site shows
 * that only the owner can confirm. The build prints this list; `npm run build -- --launch` fails
 * while any part of it is not empty.
 *
 * A held-back claim leaves the list when the owner either supplies the evidence (then the claim may
 * return to the pages named, worded as the evidence allows) or drops it for good.
 */
import { paths } from '@/config/paths';
import { articleAuthor, articleAuthorPending } from './authors';
import { pendingFields } from './company';
import {
  brokerRemuneration,
  creditExamples,
  examplesCalculatedOn,
  retention,
  type BrokerRemuneration,
} from './figures';
import { months } from './legal-pages';
import { averageWageForEarlyRepayment, consumerCredit, creditCostCaps } from './statutory-figures';
import { acts, actsToConfirm, consumerCreditLimit, legalStateDate } from './law';
import { formatPercent, formatPln } from '@/lib/format';
import { googleReviews } from './reviews';
import { ownerTestimonials } from './testimonials';

export interface ClaimNeedingEvidence {
  /** The claim as it stood in the copy. */
  claim: string;
  /** The pages (paths) where it stood. */
  where: readonly string[];
  /** What would allow it to be published. */
  evidence: string;
}

export interface LaunchChecklist {
  /**
   * Owner data not supplied yet: company data shown as a marked placeholder
   * (src/content/company.ts) and the broker's remuneration the examples leave out
   * (src/content/figures.ts).
   */
  missingData: readonly string[];
  /** Claims hidden or reworded until the owner supplies evidence. */
  claimsNeedingEvidence: readonly ClaimNeedingEvidence[];
  /** Data the site states that the owner (or a lender, a provider) must confirm as true. */
  toConfirm: readonly string[];
}

const lowerInstalmentPages = [
  paths.home,
  paths.credits,
  paths.loans,
  paths.consolidationCredit,
  paths.consolidationLoan,
];

const testimonialPages = [
  paths.doctor,
  paths.nurse,
  paths.teacher,
  paths.police,
  paths.soldier,
  paths.military,
  paths.uniformedServices,
  paths.noCreditCapacity,
];

const heldBackClaims: ClaimNeedingEvidence[] = [
  {
    claim: 'szansa na akceptację „nawet do 94 procent”',
    where: [paths.noCreditCapacity],
    evidence:
      'zestawienie wniosków i decyzji kredytodawców dla klientów o niskiej zdolności kredytowej (okres, liczba spraw, sposób liczenia)',
  },
  {
    claim: '„96 procent pozytywnych decyzji”',
    where: [paths.soldier],
    evidence:
      'zestawienie decyzji kredytodawców w sprawach żołnierzy (okres, liczba wniosków, liczba decyzji pozytywnych)',
  },
  {
    claim: 'oprocentowanie dla lekarzy „niższe o 1–2 punkty procentowe” niż w standardowej ofercie',
    where: [paths.doctor, '/wiedza/kredyt-dla-lekarza-etat-kontrakt-dyzury'],
    evidence:
      'aktualne oferty kredytodawców, z którymi współpracuje pośrednik, pokazujące oprocentowanie dla lekarzy i standardowe (nazwa kredytodawcy, data, warunki)',
  },
  {
    claim: 'rata niższa „o 25–45 procent” po konsolidacji',
    where: lowerInstalmentPages,
    evidence:
      'zestawienie rat przed konsolidacją i po niej w sprawach klientów (okres, liczba spraw, mediana i rozrzut obniżki)',
  },
];

function conditionalClaims(): ClaimNeedingEvidence[] {
  const claims: ClaimNeedingEvidence[] = [];
  if (!googleReviews) {
    claims.push({
      claim: 'ocena i opinie w Google („5,0/5 – 10 opinii”, sześć opinii na stronie)',
      where: [paths.home, paths.about],
      evidence:
        'adres publicznej wizytówki Google, średnia i liczba opinii z datą odczytu oraz opinie przepisane z wizytówki (src/content/reviews.ts)',
    });
  }
  const withoutTestimonials = Object.values(ownerTestimonials).every((items) => items.length === 0);
  if (withoutTestimonials) {
    claims.push({
      claim:
        'opinie klientów z imionami, miejscowościami i wynikami (dziś zastąpione przykładowymi sytuacjami)',
      where: testimonialPages,
      evidence:
        'prawdziwe opinie z pisemną zgodą klienta na publikację, ze źródłem i datą (src/content/testimonials.ts)',
    });
  }
  return claims;
}

/**
 * What the owner's counsel confirms before launch (issue 38): the act in force, its threshold and
 * article numbers, and each statement of law the pages and guides keep. Each item begins with
 * "prawnik właściciela:".
 */
export function legalReview(): string[] {
  const caps = creditCostCaps.otherCosts;
  const commission = consumerCredit.earlyRepaymentCommission;
  const unconfirmedIds = actsToConfirm
    .map((key) => `${acts[key].title} (${acts[key].url.replace(/^.*id=/, '')})`)
    .join('; ');
  return [
    `prawnik właściciela: która ustawa obowiązuje w dniu startu – ustawa z dnia 12 maja 2011 r. o kredycie konsumenckim czy ustawa wdrażająca dyrektywę (UE) 2023/2225 (CCD2, stosowana od 20.11.2026; w ostatnich znalezionych źródłach, z marca 2026 r., polska ustawa była projektem) – i czy numery artykułów podawane na stronach i w poradnikach (art. 3, 5, 7–9b, 13–14, 21a, 28–28a, 30, 36a–36d, 48–56, 59da) są aktualne; poradniki podają stan prawny na ${legalStateDate} (src/content/law.ts, legalStateDate)`,
    `prawnik właściciela: próg ${consumerCreditLimit} (art. 3 ust. 1 i 1a ustawy o kredycie konsumenckim) i zdanie stron, że przy wyższym kredycie prawa z tej ustawy (odstąpienie w ${consumerCredit.withdrawalDays} dni, zasady wcześniejszej spłaty) nie mają zastosowania, a o tych sprawach decyduje umowa, oraz że kredyty zabezpieczone hipoteką reguluje ustawa o kredycie hipotecznym; oferty powyżej progu: ${[paths.doctor, paths.soldier, paths.consolidationLoan, paths.consolidationCredit].join(', ')} i strony zawodów`,
    `prawnik właściciela: prowizja za spłatę przed terminem (art. 50–52): stała stopa, próg ${commission.averageWagesMultiple} × przeciętne wynagrodzenie w sektorze przedsiębiorstw z grudnia roku poprzedzającego spłatę, ogłaszane przez Prezesa GUS w Monitorze Polskim – strony podają ${formatPln(averageWageForEarlyRepayment.amount)} za ${averageWageForEarlyRepayment.month} z komunikatu GUS (potwierdzić wartość z Monitora Polskiego i zmieniać ją co roku w styczniu: src/content/figures.ts, averageWageForEarlyRepayment), limity ${formatPercent(commission.moreThanYearLeftPercent)} i ${formatPercent(commission.upToYearLeftPercent)} oraz limit odsetek i bezpośrednich kosztów (art. 50 ust. 2–4), wyłączenia z art. 51 i rozliczenie w ${consumerCredit.settlementDays} dni (art. 52)`,
    `prawnik właściciela: limity kosztów pozaodsetkowych (art. 36a w brzmieniu od 18.12.2022: ${formatPercent(caps.shortTermPercent)} przy spłacie krótszej niż ${caps.shortTermDays} dni – w tekście jednolitym ust. 1a, nie ust. 1 pkt 1 – oraz ${formatPercent(caps.fixedPercent)} + ${formatPercent(caps.perYearPercent)} rocznie, najwyżej ${formatPercent(caps.maxPercentOfAmount)}), art. 36b–36d (odroczenie spłaty i kolejne kredyty w ciągu ${caps.relatedCreditsDays} dni, wyłączenia) i art. 21a (wezwanie i wniosek o restrukturyzację) w poradnikach o chwilówkach i długach oraz na ${paths.nonBankLoans}`,
    'prawnik właściciela: doręczenia (art. 139 § 1 i art. 139¹ k.p.c., od 7.11.2019), sprzeciw od nakazu zapłaty i jego skutki (art. 502 § 1, 505 § 1, 505³⁶ k.p.c.), skarga na czynności komornika (art. 767 § 4 k.p.c.), świadczenia wolne od egzekucji (art. 833 k.p.c.), ochrona wynagrodzenia (art. 87 i 87¹ Kodeksu pracy), przedawnienie i przelew wierzytelności (art. 117 § 2¹, 509–513 k.c.), groźba i nękanie (art. 190 i 190a k.k.) – poradniki o komorniku i o wychodzeniu z długów',
    'prawnik właściciela: pośrednik kredytowy nie ma dostępu do danych BIK (art. 105 ust. 4 Prawa bankowego) – strony mówią, że klient sam pobiera raport BIK i omawia go z doradcą; terminy przetwarzania danych w BIK i BIG (art. 105a Prawa bankowego, art. 14 ustawy o udostępnianiu informacji gospodarczych) i zastrzeżenie PESEL (art. 9b ustawy o kredycie konsumenckim)',
    `prawnik właściciela: tabela „Co robimy, a czego nie robimy” na ${paths.consolidationLoan} zastąpiła porównanie z „tradycyjnym pośrednikiem” (art. 16 ust. 3 ustawy o zwalczaniu nieuczciwej konkurencji); porównania „z doradcą czy samodzielnie” na ${paths.home} i ${paths.educationWorkers} oraz porównanie kredytu bankowego z pożyczką pozabankową na ${paths.nonBankLoans} – potwierdzić, że są dopuszczalne`,
    'prawnik właściciela: sformułowania o korzyściach z konsolidacji i kredytu na stronach ofert i zawodów wobec art. 8 dyrektywy (UE) 2023/2225 (zakaz sugerowania, że kredyt poprawia sytuację finansową) i ustawy ją wdrażającej',
    'prawnik właściciela: obowiązki pośrednika podane w poradnikach (art. 7 ust. 4–5, art. 13–14 i 28 ustawy o kredycie konsumenckim), zwrot opłat pobranych przed zawarciem umowy (art. 28a), wpis do rejestru pośredników (art. 59da), odstąpienie od umowy i jego skutki (art. 53–56: wzór oświadczenia, termin, umowy dodatkowe, kredyt wiązany), wynagrodzenie pośrednika jako koszt kredytu (art. 5 pkt 6, art. 28 ust. 2)',
    `prawnik właściciela: okresy przechowywania zgłoszeń według etapu sprawy (bez wniosku ${months(retention.leadMonths.noApplication)}, po złożeniu wniosku ${months(retention.leadMonths.application)}, po wypłacie ${months(retention.leadMonths.payout)}, od ostatniej zmiany w zgłoszeniu; wyrok NSA z 13.02.2025, III OSK 6563/21: danych osób, które nie zawarły umowy, nie przechowuje się na podstawie prawnie uzasadnionego interesu „na wszelki wypadek”) – podane w polityce prywatności i zapisane w bazie (public.lead_retention, zmiana jednym poleceniem SQL) oraz zapisywanie przebiegu kontaktu doradców (kto, kiedy, wynik, powód rezygnacji) i jego podstawy w polityce prywatności`,
    `prawnik właściciela: adresy aktów w ISAP w źródłach poradników (src/content/law.ts); te identyfikatory sprawdzono tylko jako istniejące, nie z rekordem aktu: ${unconfirmedIds}`,
  ];
}

const products = Object.keys(creditExamples).join(', ');

const toConfirm: readonly string[] = [
  `dane wejściowe przykładów reprezentatywnych (${products}: kwota, okres, oprocentowanie i jego rodzaj, prowizja) – potwierdzić z kredytodawcami; data wyliczenia: ${examplesCalculatedOn} (src/content/figures.ts, creditExamples, examplesCalculatedOn)`,
  'podstawa przekazywania danych do Resend i Supabase (dostawcy z USA): certyfikacja w ramach EU–US Data Privacy Framework lub standardowe klauzule umowne – potwierdzić i wpisać do polityki prywatności; okres przechowywania powiadomień w skrzynce doradców i w Resend',
  'czasy podawane na stronach (oddzwonienie, decyzja kredytodawcy, czas konsolidacji i wypłaty, średni czas decyzji dla żołnierzy; src/content/figures.ts) – potwierdzić, że odpowiadają praktyce',
  'limit kwoty bez zabezpieczeń w panelu warunków (src/content/figures.ts, loanTerms) wobec dodatkowego zabezpieczenia powyżej progu podanego na stronach wojskowych – potwierdzić z kredytodawcami',
  'staż firmy podawany na stronach: działalność od roku podanego w src/content/figures.ts (experience) oraz „ponad … lat” doświadczenia firmy i głównego analityka – potwierdzić',
  'słowa głównego analityka cytowane na stronach (/, /zespol, /kredyt-dla-pracownikow-oswiaty) – potwierdzić z nim przed publikacją jego imienia i nazwiska',
  'współpraca z wieloma bankami i instytucjami finansowymi – potwierdzić listą kredytodawców w src/content/company.ts',
  `przykład reprezentatywny kredytu gotówkowego na ${paths.nonBankLoans} (cashLoan): dziś typowe dane ze specyfikacji; podać kwotę, okres i prowizję, na których pośrednik spodziewa się zawrzeć co najmniej dwie trzecie takich umów (ustawa o kredycie konsumenckim, art. 8 ust. 2)`,
  ...legalReview(),
];

/**
 * Figures only the owner can give that the site leaves out until then: the broker's remuneration,
 * without which no representative example holds the whole cost of the credit.
 */
export function missingOwnerFigures(
  remuneration: BrokerRemuneration = brokerRemuneration,
): string[] {
  return remuneration.status === 'pending'
    ? [
        'wynagrodzenie pośrednika kredytowego płacone przez klienta przy wypłacie kredytu: procent całkowitej kwoty kredytu, kwota stała albo jedno i drugie (src/content/figures.ts, brokerRemuneration); do tego czasu przykłady reprezentatywne go nie obejmują',
      ]
    : [];
}

/** The guides' author, while they are signed by the placeholder (src/content/authors.ts). */
export function missingArticleAuthors(pending: boolean = articleAuthorPending): string[] {
  return pending
    ? [
        `autorzy poradników w bazie wiedzy: imię i nazwisko oraz rola i kwalifikacje osoby (lub osób), która odpowiada za ich treść (src/content/authors.ts); do tego czasu podpisuje je „${articleAuthor.name}”`,
      ]
    : [];
}

export function launchChecklist(): LaunchChecklist {
  return {
    missingData: [...pendingFields, ...missingOwnerFigures(), ...missingArticleAuthors()],
    claimsNeedingEvidence: [...heldBackClaims, ...conditionalClaims()],
    toConfirm: [...toConfirm],
  };
}
