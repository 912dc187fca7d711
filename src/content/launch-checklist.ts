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
  type BrokerRemuneration,
} from './figures';
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

const products = Object.keys(creditExamples).join(', ');

const toConfirm: readonly string[] = [
  `dane wejściowe przykładów reprezentatywnych (${products}: kwota, okres, oprocentowanie i jego rodzaj, prowizja) – potwierdzić z kredytodawcami; data wyliczenia: ${examplesCalculatedOn} (src/content/figures.ts, creditExamples, examplesCalculatedOn)`,
  'podstawa przekazywania danych do Resend i Supabase (dostawcy z USA): certyfikacja w ramach EU–US Data Privacy Framework lub standardowe klauzule umowne – potwierdzić i wpisać do polityki prywatności; okres przechowywania powiadomień w skrzynce doradców i w Resend',
  'czasy podawane na stronach (oddzwonienie, decyzja kredytodawcy, czas konsolidacji i wypłaty, średni czas decyzji dla żołnierzy; src/content/figures.ts) – potwierdzić, że odpowiadają praktyce',
  'limit kwoty bez zabezpieczeń w panelu warunków (src/content/figures.ts, loanTerms) wobec dodatkowego zabezpieczenia powyżej progu podanego na stronach wojskowych – potwierdzić z kredytodawcami',
  'staż firmy podawany na stronach: działalność od roku podanego w src/content/figures.ts (experience) oraz „ponad … lat” doświadczenia firmy i głównego analityka – potwierdzić',
  'słowa głównego analityka cytowane na stronach (/, /zespol, /kredyt-dla-pracownikow-oswiaty) – potwierdzić z nim przed publikacją jego imienia i nazwiska',
  'współpraca z wieloma bankami i instytucjami finansowymi – potwierdzić listą kredytodawców w src/content/company.ts',
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
