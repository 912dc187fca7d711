import { offlinePath } from '@/config/paths';
import { company } from '@/content/company';
import { offlinePage as page } from '@/content/pages/offline';
import { ContentPage } from './content-page';

/** Shown by the service worker, without scripts, when a page is neither reachable nor kept. */
export function OfflinePage() {
  return (
    <ContentPage content={page} path={offlinePath}>
      <section aria-labelledby="offline-phones" className="mt-8">
        <h2 id="offline-phones" className="text-xl font-bold text-brand-950">
          {page.phonesHeading}
        </h2>
        <ul className="mt-3 space-y-2">
          {company.phones.map((phone) => (
            <li key={phone.tel}>
              {phone.label}:{' '}
              <a
                href={`tel:${phone.tel}`}
                className="font-semibold whitespace-nowrap text-brand-800 underline"
              >
                {phone.display}
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-ink-muted">{page.hours}</p>
      </section>
    </ContentPage>
  );
}
