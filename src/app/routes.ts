import type { ComponentType } from 'react';
import {
  adviserPaths,
  articlePathPattern,
  newsletterPaths,
  offlinePath,
  paths,
} from '@/config/paths';

/** One page of the site: its URL pattern and the module that renders it, loaded on demand. */
export interface PageRoute {
  /** The page module's file name under src/pages/; the build preloads that chunk in the page's HTML. */
  id: string;
  /** The URL pattern, in react-router's syntax ('*' for every path no other route names). */
  path: string;
  /** Loads the page's chunk and gives its component. */
  load: () => Promise<ComponentType>;
  /** false: no sitemap entry and a noindex page (thank-you, newsletter, offline, advisers', 404). */
  indexable: boolean;
  /**
   * When the page opened first comes to life. 'interaction' (most pages): its prerendered HTML is
   * all a visitor needs until the first touch, focus or key, so its code loads then
   * (hydration/parts/page-island.ts). 'load': the page must act at once (the thank-you page's
   * redirect, the 404 page's log), so its code is preloaded and hydrated with the app.
   */
  hydrates: 'interaction' | 'load';
  /**
   * true: the page shows only what the form that opened it left in the history entry's state (the
   * thank-you page). Opened without any (typed, bookmarked), the home page replaces it before any of
   * its code loads (main.tsx), so the build does not preload that code either.
   */
  needsState: boolean;
}

/** An old address kept working: the browser is sent on to its replacement. */
export interface RedirectRoute {
  path: string;
  to: string;
}

function page(
  id: string,
  path: string,
  load: () => Promise<ComponentType>,
  {
    indexable = true,
    hydrates = 'interaction',
    needsState = false,
  }: Partial<Pick<PageRoute, 'indexable' | 'hydrates' | 'needsState'>> = {},
): PageRoute {
  return { id, path, load, indexable, hydrates, needsState };
}

/** The route table: every page of the site, in one place. */
export const pageRoutes: PageRoute[] = [
  page('home-page', paths.home, () => import('@/pages/home-page').then((m) => m.HomePage)),
  page('application-page', paths.application, () =>
    import('@/pages/application-page').then((m) => m.ApplicationPage),
  ),
  page('analysis-page', paths.analysis, () =>
    import('@/pages/analysis-page').then((m) => m.AnalysisPage),
  ),
  page(
    'thank-you-page',
    paths.thankYou,
    () => import('@/pages/thank-you-page').then((m) => m.ThankYouPage),
    { indexable: false, hydrates: 'load', needsState: true },
  ),
  page('credits-page', paths.credits, () =>
    import('@/pages/credits-page').then((m) => m.CreditsPage),
  ),
  page('loans-page', paths.loans, () => import('@/pages/loans-page').then((m) => m.LoansPage)),
  page('consolidation-credit-page', paths.consolidationCredit, () =>
    import('@/pages/consolidation-credit-page').then((m) => m.ConsolidationCreditPage),
  ),
  page('consolidation-loan-page', paths.consolidationLoan, () =>
    import('@/pages/consolidation-loan-page').then((m) => m.ConsolidationLoanPage),
  ),
  page('payday-consolidation-page', paths.paydayConsolidation, () =>
    import('@/pages/payday-consolidation-page').then((m) => m.PaydayConsolidationPage),
  ),
  page('consolidation-calculator-page', paths.consolidationCalculator, () =>
    import('@/pages/consolidation-calculator-page').then((m) => m.ConsolidationCalculatorPage),
  ),
  page('no-credit-capacity-page', paths.noCreditCapacity, () =>
    import('@/pages/no-credit-capacity-page').then((m) => m.NoCreditCapacityPage),
  ),
  page('non-bank-repayment-page', paths.nonBankRepayment, () =>
    import('@/pages/non-bank-repayment-page').then((m) => m.NonBankRepaymentPage),
  ),
  page('civil-contract-page', paths.civilContract, () =>
    import('@/pages/civil-contract-page').then((m) => m.CivilContractPage),
  ),
  page('non-bank-loans-page', paths.nonBankLoans, () =>
    import('@/pages/non-bank-loans-page').then((m) => m.NonBankLoansPage),
  ),
  page('medical-workers-page', paths.medicalWorkers, () =>
    import('@/pages/medical-workers-page').then((m) => m.MedicalWorkersPage),
  ),
  page('doctor-page', paths.doctor, () => import('@/pages/doctor-page').then((m) => m.DoctorPage)),
  page('nurse-page', paths.nurse, () => import('@/pages/nurse-page').then((m) => m.NursePage)),
  page('teacher-page', paths.teacher, () =>
    import('@/pages/teacher-page').then((m) => m.TeacherPage),
  ),
  page('education-workers-page', paths.educationWorkers, () =>
    import('@/pages/education-workers-page').then((m) => m.EducationWorkersPage),
  ),
  page('police-page', paths.police, () => import('@/pages/police-page').then((m) => m.PolicePage)),
  page('soldier-page', paths.soldier, () =>
    import('@/pages/soldier-page').then((m) => m.SoldierPage),
  ),
  page('military-page', paths.military, () =>
    import('@/pages/military-page').then((m) => m.MilitaryPage),
  ),
  page('uniformed-services-page', paths.uniformedServices, () =>
    import('@/pages/uniformed-services-page').then((m) => m.UniformedServicesPage),
  ),
  page('about-page', paths.about, () => import('@/pages/about-page').then((m) => m.AboutPage)),
  page('team-page', paths.team, () => import('@/pages/team-page').then((m) => m.TeamPage)),
  page('contact-page', paths.contact, () =>
    import('@/pages/contact-page').then((m) => m.ContactPage),
  ),
  page('privacy-page', paths.privacy, () =>
    import('@/pages/privacy-page').then((m) => m.PrivacyPage),
  ),
  page('terms-page', paths.terms, () => import('@/pages/terms-page').then((m) => m.TermsPage)),
  page('cookies-page', paths.cookies, () =>
    import('@/pages/cookies-page').then((m) => m.CookiesPage),
  ),
  page('accessibility-page', paths.accessibility, () =>
    import('@/pages/accessibility-page').then((m) => m.AccessibilityPage),
  ),
  page('knowledge-page', paths.knowledge, () =>
    import('@/pages/knowledge-page').then((m) => m.KnowledgePage),
  ),
  page(
    'newsletter-confirmed-page',
    newsletterPaths.confirmed,
    () => import('@/pages/newsletter-confirmed-page').then((m) => m.NewsletterConfirmedPage),
    { indexable: false },
  ),
  page(
    'newsletter-link-invalid-page',
    newsletterPaths.linkInvalid,
    () => import('@/pages/newsletter-link-invalid-page').then((m) => m.NewsletterLinkInvalidPage),
    { indexable: false },
  ),
  page(
    'newsletter-not-recorded-page',
    newsletterPaths.notRecorded,
    () => import('@/pages/newsletter-not-recorded-page').then((m) => m.NewsletterNotRecordedPage),
    { indexable: false },
  ),
  page(
    'offline-page',
    offlinePath,
    () => import('@/pages/offline-page').then((m) => m.OfflinePage),
    { indexable: false },
  ),
  page(
    'adviser-lead-page',
    adviserPaths.lead,
    () => import('@/pages/adviser-lead-page').then((m) => m.AdviserLeadPage),
    // It asks the function for the lead as soon as it opens.
    { indexable: false, hydrates: 'load' },
  ),
  page('article-page', articlePathPattern, () =>
    import('@/pages/article-page').then((m) => m.ArticlePage),
  ),
  page('not-found-page', '*', () => import('@/pages/not-found-page').then((m) => m.NotFoundPage), {
    indexable: false,
    hydrates: 'load',
  }),
];

export const redirectRoutes: RedirectRoute[] = [{ path: paths.old, to: paths.home }];
