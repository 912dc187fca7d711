import type { RouteObject } from 'react-router-dom';
import { replace } from 'react-router-dom';
import { articlePathPattern, newsletterPaths, offlinePath, paths } from '@/config/paths';
import { notIndexed } from './route-handle';
import { RootLayout } from './root-layout';

/**
 * The route table: every path of the site and the page it lazily loads. Each page route's `id` is
 * its module's file name under src/pages/; the build uses it to preload the page's chunk.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    children: [
      {
        id: 'home-page',
        index: true,
        lazy: () => import('@/pages/home-page').then((m) => ({ Component: m.HomePage })),
      },
      { id: 'old', path: paths.old, loader: () => replace(paths.home), handle: notIndexed },
      {
        id: 'application-page',
        path: paths.application,
        lazy: () =>
          import('@/pages/application-page').then((m) => ({ Component: m.ApplicationPage })),
      },
      {
        id: 'analysis-page',
        path: paths.analysis,
        lazy: () => import('@/pages/analysis-page').then((m) => ({ Component: m.AnalysisPage })),
      },
      {
        id: 'thank-you-page',
        path: paths.thankYou,
        lazy: () => import('@/pages/thank-you-page').then((m) => ({ Component: m.ThankYouPage })),
        handle: notIndexed,
      },
      {
        id: 'credits-page',
        path: paths.credits,
        lazy: () => import('@/pages/credits-page').then((m) => ({ Component: m.CreditsPage })),
      },
      {
        id: 'loans-page',
        path: paths.loans,
        lazy: () => import('@/pages/loans-page').then((m) => ({ Component: m.LoansPage })),
      },
      {
        id: 'consolidation-credit-page',
        path: paths.consolidationCredit,
        lazy: () =>
          import('@/pages/consolidation-credit-page').then((m) => ({
            Component: m.ConsolidationCreditPage,
          })),
      },
      {
        id: 'consolidation-loan-page',
        path: paths.consolidationLoan,
        lazy: () =>
          import('@/pages/consolidation-loan-page').then((m) => ({
            Component: m.ConsolidationLoanPage,
          })),
      },
      {
        id: 'payday-consolidation-page',
        path: paths.paydayConsolidation,
        lazy: () =>
          import('@/pages/payday-consolidation-page').then((m) => ({
            Component: m.PaydayConsolidationPage,
          })),
      },
      {
        id: 'no-credit-capacity-page',
        path: paths.noCreditCapacity,
        lazy: () =>
          import('@/pages/no-credit-capacity-page').then((m) => ({
            Component: m.NoCreditCapacityPage,
          })),
      },
      {
        id: 'non-bank-repayment-page',
        path: paths.nonBankRepayment,
        lazy: () =>
          import('@/pages/non-bank-repayment-page').then((m) => ({
            Component: m.NonBankRepaymentPage,
          })),
      },
      {
        id: 'civil-contract-page',
        path: paths.civilContract,
        lazy: () =>
          import('@/pages/civil-contract-page').then((m) => ({ Component: m.CivilContractPage })),
      },
      {
        id: 'non-bank-loans-page',
        path: paths.nonBankLoans,
        lazy: () =>
          import('@/pages/non-bank-loans-page').then((m) => ({ Component: m.NonBankLoansPage })),
      },
      {
        id: 'medical-workers-page',
        path: paths.medicalWorkers,
        lazy: () =>
          import('@/pages/medical-workers-page').then((m) => ({ Component: m.MedicalWorkersPage })),
      },
      {
        id: 'doctor-page',
        path: paths.doctor,
        lazy: () => import('@/pages/doctor-page').then((m) => ({ Component: m.DoctorPage })),
      },
      {
        id: 'nurse-page',
        path: paths.nurse,
        lazy: () => import('@/pages/nurse-page').then((m) => ({ Component: m.NursePage })),
      },
      {
        id: 'teacher-page',
        path: paths.teacher,
        lazy: () => import('@/pages/teacher-page').then((m) => ({ Component: m.TeacherPage })),
      },
      {
        id: 'education-workers-page',
        path: paths.educationWorkers,
        lazy: () =>
          import('@/pages/education-workers-page').then((m) => ({
            Component: m.EducationWorkersPage,
          })),
      },
      {
        id: 'police-page',
        path: paths.police,
        lazy: () => import('@/pages/police-page').then((m) => ({ Component: m.PolicePage })),
      },
      {
        id: 'soldier-page',
        path: paths.soldier,
        lazy: () => import('@/pages/soldier-page').then((m) => ({ Component: m.SoldierPage })),
      },
      {
        id: 'military-page',
        path: paths.military,
        lazy: () => import('@/pages/military-page').then((m) => ({ Component: m.MilitaryPage })),
      },
      {
        id: 'uniformed-services-page',
        path: paths.uniformedServices,
        lazy: () =>
          import('@/pages/uniformed-services-page').then((m) => ({
            Component: m.UniformedServicesPage,
          })),
      },
      {
        id: 'about-page',
        path: paths.about,
        lazy: () => import('@/pages/about-page').then((m) => ({ Component: m.AboutPage })),
      },
      {
        id: 'team-page',
        path: paths.team,
        lazy: () => import('@/pages/team-page').then((m) => ({ Component: m.TeamPage })),
      },
      {
        id: 'contact-page',
        path: paths.contact,
        lazy: () => import('@/pages/contact-page').then((m) => ({ Component: m.ContactPage })),
      },
      {
        id: 'privacy-page',
        path: paths.privacy,
        lazy: () => import('@/pages/privacy-page').then((m) => ({ Component: m.PrivacyPage })),
      },
      {
        id: 'terms-page',
        path: paths.terms,
        lazy: () => import('@/pages/terms-page').then((m) => ({ Component: m.TermsPage })),
      },
      {
        id: 'cookies-page',
        path: paths.cookies,
        lazy: () => import('@/pages/cookies-page').then((m) => ({ Component: m.CookiesPage })),
      },
      {
        id: 'knowledge-page',
        path: paths.knowledge,
        lazy: () => import('@/pages/knowledge-page').then((m) => ({ Component: m.KnowledgePage })),
      },
      {
        id: 'newsletter-confirmed-page',
        path: newsletterPaths.confirmed,
        lazy: () =>
          import('@/pages/newsletter-confirmed-page').then((m) => ({
            Component: m.NewsletterConfirmedPage,
          })),
        handle: notIndexed,
      },
      {
        id: 'newsletter-link-invalid-page',
        path: newsletterPaths.linkInvalid,
        lazy: () =>
          import('@/pages/newsletter-link-invalid-page').then((m) => ({
            Component: m.NewsletterLinkInvalidPage,
          })),
        handle: notIndexed,
      },
      {
        id: 'offline-page',
        path: offlinePath,
        lazy: () => import('@/pages/offline-page').then((m) => ({ Component: m.OfflinePage })),
        handle: notIndexed,
      },
      {
        id: 'article-page',
        path: articlePathPattern,
        lazy: () => import('@/pages/article-page').then((m) => ({ Component: m.ArticlePage })),
      },
      {
        id: 'not-found-page',
        path: '*',
        lazy: () => import('@/pages/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
        handle: notIndexed,
      },
    ],
  },
];
