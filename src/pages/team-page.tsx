import { paths } from '@/config/paths';
import { teamPage as page } from '@/content/pages/team';
import { CallToAction } from '@/sections/call-to-action';
import { ExpertProfile } from '@/sections/expert-profile';
import { MapPreview } from '@/sections/map-preview';
import { ContentPage } from './content-page';

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
