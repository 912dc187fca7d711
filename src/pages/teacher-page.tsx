import { paths } from '@/config/paths';
import { teacherPage as page } from '@/content/pages/teacher';
import { ChecklistSection } from '@/sections/checklist-section';
import { ClientSituationsSection } from '@/sections/client-situations-section';
import { FeaturesSection } from '@/sections/features-section';
import { InstalmentTable } from '@/sections/instalment-table';
import { RepresentativeExample } from '@/sections/representative-example';
import { StatsSection } from '@/sections/stats-section';
import { TestimonialsSection } from '@/sections/testimonials-section';
import { ContentPage } from './content-page';
import { FaqSection } from '@/hydration/parts/lazily-hydrated';
import { OfferCallToAction } from './offer-call-to-action';

export function TeacherPage() {
  return (
    <>
      <ContentPage content={page} path={paths.teacher} />
      <StatsSection {...page.stats} />
      <FeaturesSection {...page.whyTeacher} />
      <FeaturesSection {...page.creditTypes} />
      <ChecklistSection {...page.documents} />
      <FeaturesSection {...page.creditworthiness} />
      <InstalmentTable {...page.instalments} />
      <RepresentativeExample {...page.representativeExample} />
      <FaqSection {...page.faq} />
      <ClientSituationsSection {...page.situations} />
      {page.testimonials ? <TestimonialsSection {...page.testimonials} /> : null}
      <OfferCallToAction {...page.cta} path={paths.teacher} />
    </>
  );
}
