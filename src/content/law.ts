/**
 * The law the site states, written once (design.md §4a, issue 38): the acts the guides rest on with
 * the address of each act itself in ISAP, the date of the legal position the guides describe, and
 * the statutory rules several pages repeat (the consumer credit act's scope, the early-repayment
 * commission, withdrawal). What only the owner's counsel can confirm is on the launch checklist.
 */
import type { ArticleSource } from '@/content/types';
import { earlyRepaymentCommission } from '@/lib/finance';
import { formatPercent, formatPln } from '@/lib/format';
import { averageWageForEarlyRepayment, consumerCredit } from './statutory-figures';

/**
 * The legal position the reviewed guides describe (ISO date): the acts as in force that day. The
 * 2011 consumer credit act is still the act the site states; directive (EU) 2023/2225 (CCD2)
 * applies from 20.11.2026, and the Polish act implementing it was a draft in the latest sources
 * found (launch checklist: counsel confirms which act is in force and its article numbers).
 */
export const legalStateDate = '2026-11-28';

/** An act's page in ISAP, the Sejm's register of acts, by its ISAP id. */
const isap = (id: string) => `https://isap.sejm.gov.pl/isap.nsf/DocDetails.xsp?id=${id}`;

/** An act: its title as cited, and the address of the act itself. */
export interface Act {
  title: string;
  url: string;
}

export const acts = {
  consumerCredit: {
    title: 'Ustawa z dnia 12 maja 2011 r. o kredycie konsumenckim',
    url: isap('WDU20111260715'),
  },
  mortgageCredit: {
    title:
      'Ustawa z dnia 23 marca 2017 r. o kredycie hipotecznym oraz o nadzorze nad pośrednikami kredytu hipotecznego i agentami',
    url: isap('WDU20170000819'),
  },
  civilCode: {
    title: 'Ustawa z dnia 23 kwietnia 1964 r. – Kodeks cywilny',
    url: isap('WDU19640160093'),
  },
  civilProcedure: {
    title: 'Ustawa z dnia 17 listopada 1964 r. – Kodeks postępowania cywilnego',
    url: isap('WDU19640430296'),
  },
  penalCode: {
    title: 'Ustawa z dnia 6 czerwca 1997 r. – Kodeks karny',
    url: isap('WDU19970880553'),
  },
  labourCode: {
    title: 'Ustawa z dnia 26 czerwca 1974 r. – Kodeks pracy',
    url: isap('WDU19740240141'),
  },
  banking: {
    title: 'Ustawa z dnia 29 sierpnia 1997 r. – Prawo bankowe',
    url: isap('WDU19971400939'),
  },
  economicInformation: {
    title:
      'Ustawa z dnia 9 kwietnia 2010 r. o udostępnianiu informacji gospodarczych i wymianie danych gospodarczych',
    url: isap('WDU20100810530'),
  },
  bankruptcy: {
    title: 'Ustawa z dnia 28 lutego 2003 r. – Prawo upadłościowe',
    url: isap('WDU20030600535'),
  },
  freeLegalAid: {
    title:
      'Ustawa z dnia 5 sierpnia 2015 r. o nieodpłatnej pomocy prawnej, nieodpłatnym poradnictwie obywatelskim oraz edukacji prawnej',
    url: isap('WDU20150001255'),
  },
  teachersCharter: {
    title: 'Ustawa z dnia 26 stycznia 1982 r. – Karta Nauczyciela',
    url: isap('WDU19820030019'),
  },
  annualBonus: {
    title:
      'Ustawa z dnia 12 grudnia 1997 r. o dodatkowym wynagrodzeniu rocznym dla pracowników jednostek sfery budżetowej',
    url: isap('WDU19971601080'),
  },
  localGovernmentEmployees: {
    title: 'Ustawa z dnia 21 listopada 2008 r. o pracownikach samorządowych',
    url: isap('WDU20082231458'),
  },
  higherEducation: {
    title: 'Ustawa z dnia 20 lipca 2018 r. – Prawo o szkolnictwie wyższym i nauce',
    url: isap('WDU20180001668'),
  },
  doctors: {
    title: 'Ustawa z dnia 5 grudnia 1996 r. o zawodach lekarza i lekarza dentysty',
    url: isap('WDU19970280152'),
  },
  medicalActivity: {
    title: 'Ustawa z dnia 15 kwietnia 2011 r. o działalności leczniczej',
    url: isap('WDU20111120654'),
  },
  nurses: {
    title: 'Ustawa z dnia 15 lipca 2011 r. o zawodach pielęgniarki i położnej',
    url: isap('WDU20111741039'),
  },
  healthcarePay: {
    title:
      'Ustawa z dnia 8 czerwca 2017 r. o sposobie ustalania najniższego wynagrodzenia zasadniczego niektórych pracowników zatrudnionych w podmiotach leczniczych',
    url: isap('WDU20170001473'),
  },
  gdpr: {
    title:
      'Rozporządzenie Parlamentu Europejskiego i Rady (UE) 2016/679 z dnia 27 kwietnia 2016 r. (RODO)',
    url: 'https://eur-lex.europa.eu/eli/reg/2016/679/oj',
  },
} as const satisfies Record<string, Act>;

/**
 * The acts whose ISAP id was confirmed only as an existing id of that register when this was
 * written, not against the act's own record (title and publication address): the launch checklist
 * asks counsel to open them. The others were read in their record or cited alike by several sources.
 */
export const actsToConfirm: readonly (keyof typeof acts)[] = [
  'teachersCharter',
  'annualBonus',
  'localGovernmentEmployees',
  'nurses',
  'healthcarePay',
  'freeLegalAid',
];

/**
 * A guide's source: the act and the articles it rests on ("art. 48–52 (…)") or only what it rests on
 * for ("(…)"), linked to the act itself.
 */
export function actSource(act: Act, what?: string): ArticleSource {
  const title =
    what === undefined ? act.title : `${act.title}${what.startsWith('(') ? ' ' : ', '}${what}`;
  return { title, url: act.url };
}

/** "255 550 zł": the highest credit the consumer credit act covers (art. 3 ust. 1). */
export const consumerCreditLimit = formatPln(consumerCredit.maxAmount);

/**
 * Which credits the consumer credit act covers, and what governs the others: one sentence set for
 * every page that states the act's rights.
 */
export const consumerCreditScope = `Ustawa o kredycie konsumenckim obejmuje kredyty i pożyczki do ${consumerCreditLimit} (art. 3 ust. 1) oraz niezabezpieczone hipoteką kredyty na remont domu lub mieszkania, także wyższe (art. 3 ust. 1a); kredyty zabezpieczone hipoteką reguluje odrębna ustawa o kredycie hipotecznym. Przy kredycie wyższym niż ${consumerCreditLimit} prawa z ustawy o kredycie konsumenckim, w tym odstąpienie od umowy w ciągu ${consumerCredit.withdrawalDays} dni (art. 53–59) i zasady wcześniejszej spłaty z tej ustawy (art. 48–52), nie mają zastosowania, a o tych sprawach decydują postanowienia umowy.`;

const commission = consumerCredit.earlyRepaymentCommission;

/** The rule of art. 50 for the wage the text names: the threshold and the caps, computed. */
export const earlyRepaymentRule = {
  ...commission,
  averageWage: averageWageForEarlyRepayment.amount,
  /** The year whose repayments the wage counts for: the year after its December. */
  repaymentYear: Number(averageWageForEarlyRepayment.month.slice(0, 4)) + 1,
  threshold: earlyRepaymentCommission(
    { repaid: 0, monthsLeft: 0, interestSaved: 0, fixedRate: false },
    { ...commission, averageWage: averageWageForEarlyRepayment.amount },
  ).threshold,
} as const;

/** "trzykrotność": the threshold's multiple of the average wage, in words. */
export function multipleInWords(multiple: number): string {
  const words: Record<number, string> = {
    2: 'dwukrotność',
    3: 'trzykrotność',
    4: 'czterokrotność',
  };
  return words[multiple] ?? `${String(multiple)}-krotność`;
}

/** "trzykrotność przeciętnego wynagrodzenia w sektorze przedsiębiorstw z grudnia poprzedniego roku" */
export const earlyRepaymentThresholdText = `${multipleInWords(commission.averageWagesMultiple)} przeciętnego wynagrodzenia w sektorze przedsiębiorstw z grudnia roku poprzedzającego spłatę, ogłaszanego przez Prezesa GUS`;

/**
 * What early repayment costs under the consumer credit act (art. 48–51), with its scope: the one
 * statement of the rule the loan-terms panels and the guides share.
 */
export const earlyRepaymentText = `Kredyt możesz spłacić wcześniej w każdej chwili, w całości lub w części, a całkowity koszt kredytu maleje wtedy o koszty przypadające na okres, o który skracasz umowę (art. 48–49). Prowizję za spłatę przed terminem kredytodawca może pobrać tylko wtedy, gdy zastrzegł ją w umowie, spłata przypada na okres, w którym stopa oprocentowania jest stała, a kwota spłacona w ciągu ${commission.windowMonths} kolejnych miesięcy jest wyższa niż ${earlyRepaymentThresholdText} (dla spłat w ${earlyRepaymentRule.repaymentYear} r. ${formatPln(earlyRepaymentRule.threshold)}). Prowizja nie może wtedy przekroczyć ${formatPercent(commission.moreThanYearLeftPercent)} spłacanej kwoty, jeśli do końca umowy zostało więcej niż rok, ani ${formatPercent(commission.upToYearLeftPercent)}, jeśli ten okres nie przekracza jednego roku, a także odsetek, które przypadałyby za ten okres – tak stanowi art. 50 ustawy o kredycie konsumenckim. Te zasady dotyczą kredytów do ${consumerCreditLimit}; przy wyższej kwocie wcześniejszą spłatę regulują postanowienia umowy.`;
