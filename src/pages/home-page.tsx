import { useId } from 'react';
import { paths } from '@/config/paths';
import { homePage } from '@/content/pages/home';
import { homeCallToAction, leadPageNames, quickContactCopy } from '@/content/quick-forms';
import { QuickContactForm } from '@/features/leads/quick-contact-form';
import { ContentPage } from './content-page';

export function HomePage() {
  const ctaHeadingId = useId();
  return (
    <>
      <ContentPage content={homePage} path={paths.home}>
        <div className="mt-10 max-w-2xl">
          <QuickContactForm pageName={leadPageNames.homeHero} title={quickContactCopy.heroTitle} />
        </div>
      </ContentPage>

      <section aria-labelledby={ctaHeadingId} className="bg-brand-900 py-16 text-white">
        <div className="container-page grid items-start gap-10 lg:grid-cols-2">
          <div>
            <h2 id={ctaHeadingId} className="text-3xl font-bold text-balance">
              {homeCallToAction.title}
            </h2>
            <p className="mt-4 text-lg text-brand-100">{homeCallToAction.lead}</p>
            <ul className="mt-6 space-y-3">
              {homeCallToAction.benefits.map((benefit) => (
                <li key={benefit} className="flex gap-3">
                  <span aria-hidden="true" className="font-bold text-accent-300">
                    ✓
                  </span>
                  {benefit}
                </li>
              ))}
            </ul>
          </div>
          <QuickContactForm
            pageName={leadPageNames.homeCallToAction}
            title={quickContactCopy.ctaTitle}
            headingLevel={3}
          />
        </div>
      </section>
    </>
  );
}
