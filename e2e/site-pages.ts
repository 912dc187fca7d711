/**
 * The public pages of the site and what each must show: its path, and the H1 and title its content
 * module gives it. The one list of them: the browser's every-page visits (pages.spec.ts) and the
 * served-HTML checks (tests/served-*.test.ts) read it. Pages a visitor cannot open directly or that
 * no index may list (/old, /dziekujemy, the newsletter's and the offline page, the 404) are not in
 * it; the served-HTML checks read those from dist/ as they are.
 */
import { articlePath, paths, type PageKey } from '@/config/paths';
import { articles } from '@/content/articles';
import * as pageContent from '@/content/pages';

/** Pages a visitor can open directly: not /old (a redirect) nor /dziekujemy (only after a form). */
type ContentKey = Exclude<PageKey, 'old' | 'thankYou'>;

const contentByKey: Record<ContentKey, { intro: { title: string }; meta: { title: string } }> = {
  home: pageContent.homePage,
  application: pageContent.applicationPage,
  analysis: pageContent.analysisPage,
  credits: pageContent.creditsPage,
  loans: pageContent.loansPage,
  consolidationCredit: pageContent.consolidationCreditPage,
  consolidationLoan: pageContent.consolidationLoanPage,
  paydayConsolidation: pageContent.paydayConsolidationPage,
  consolidationCalculator: pageContent.consolidationCalculatorPage,
  noCreditCapacity: pageContent.noCreditCapacityPage,
  nonBankRepayment: pageContent.nonBankRepaymentPage,
  civilContract: pageContent.civilContractPage,
  nonBankLoans: pageContent.nonBankLoansPage,
  medicalWorkers: pageContent.medicalWorkersPage,
  doctor: pageContent.doctorPage,
  nurse: pageContent.nursePage,
  teacher: pageContent.teacherPage,
  educationWorkers: pageContent.educationWorkersPage,
  police: pageContent.policePage,
  soldier: pageContent.soldierPage,
  military: pageContent.militaryPage,
  uniformedServices: pageContent.uniformedServicesPage,
  about: pageContent.aboutPage,
  team: pageContent.teamPage,
  contact: pageContent.contactPage,
  knowledge: pageContent.knowledgePage,
  privacy: pageContent.privacyPage,
  terms: pageContent.termsPage,
  cookies: pageContent.cookiesPage,
  accessibility: pageContent.accessibilityPage,
};

export interface ExpectedPage {
  path: string;
  /** The H1 its content module states; a year in an article title shows as the current year. */
  h1: string;
  /** The document title its content module states. */
  title: string;
}

const currentYear = String(new Date().getFullYear());

export const expectedPages: ExpectedPage[] = [
  ...(Object.keys(contentByKey) as ContentKey[]).map((key) => ({
    path: paths[key],
    h1: contentByKey[key].intro.title,
    title: contentByKey[key].meta.title,
  })),
  ...articles.map((article) => ({
    path: articlePath(article.slug),
    h1: article.title.replace(/\b20\d{2}\b/, currentYear),
    title: article.meta.title,
  })),
];
