import { paths } from '@/config/paths';
import { teamPage as page } from '@/content/pages/team';
import { CallToAction } from '@/sections/call-to-action';
import { ExpertProfile } from '@/sections/expert-profile';
import { ContentPage } from './content-page';
import { MapPreview } from '@/hydration/parts/lazily-hydrated';

export function TeamPage() {
  return (
    <>
      <ContentPage content={page} path={paths.team} />
      <ExpertProfile {...page.expert} />
      <MapPreview {...page.map} />
      <CallToAction {...page.cta} />
    </>
  );
}
