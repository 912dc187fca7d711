/**
 * The interactive parts of pages that a visitor does not use at once, hydrated late (see
 * ../lazy-hydration.tsx): their code is not among what a page loads before the visitor's first
 * interaction.
 * - Forms come to life at the first touch, focus or key in them (typing works before: the fields
 *   are plain HTML), or at once when the visitor has a draft on this page to restore.
 * - Below-the-fold widgets (questions and answers, tabs, the map) come to life as they approach the
 *   viewport.
 */
import { lazyHydrated } from '@/hydration/lazy-hydration';
import { hasDraftOnThisPage } from '@/features/leads/lead-draft';

const form = {
  when: 'interaction',
  now: hasDraftOnThisPage,
} as const;

export const QuickContactForm = lazyHydrated(
  () => import('@/features/leads/quick-contact-form').then((m) => m.QuickContactForm),
  form,
);
export const QuickLeadForm = lazyHydrated(
  () => import('@/features/leads/quick-lead-form').then((m) => m.QuickLeadForm),
  form,
);
export const ContactForm = lazyHydrated(
  () => import('@/features/leads/contact-form').then((m) => m.ContactForm),
  form,
);
export const NewsletterForm = lazyHydrated(
  () => import('@/features/leads/newsletter-form').then((m) => m.NewsletterForm),
  form,
);
export const SurveyForm = lazyHydrated(
  () => import('@/features/leads/survey-form').then((m) => m.SurveyForm),
  form,
);
export const ApplicationForm = lazyHydrated(
  () => import('@/features/leads/wizard/application-form').then((m) => m.ApplicationForm),
  form,
);
export const AnalysisForm = lazyHydrated(
  () => import('@/features/leads/wizard/analysis-form').then((m) => m.AnalysisForm),
  form,
);

export const FaqSection = lazyHydrated(
  () => import('@/sections/faq-section').then((m) => m.FaqSection),
  { when: 'visible' },
);
export const SolutionTabs = lazyHydrated(
  () => import('@/sections/solution-tabs').then((m) => m.SolutionTabs),
  { when: 'visible' },
);
export const MapPreview = lazyHydrated(
  () => import('@/sections/map-preview').then((m) => m.MapPreview),
  { when: 'visible' },
);
