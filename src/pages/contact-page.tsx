import { useId } from 'react';
import { paths } from '@/config/paths';
import { company } from '@/content/company';
import { openingHours } from '@/content/figures';
import { contactPage } from '@/content/pages/contact';
import { contactDetailsCopy as copy } from '@/content/pages/contact';
import { ContentPage } from './content-page';
import { ContactForm, FaqSection, MapPreview } from '@/hydration/parts/lazily-hydrated';

const linkClass = 'font-semibold text-brand-800 underline-offset-4 hover:underline';
// ink-muted on the muted card: 7:1 (ink-soft gave 4.4:1, below WCAG 1.4.3).
const termClass = 'text-sm font-semibold tracking-wide text-ink-muted uppercase';

function ContactDetails() {
  const headingId = useId();
  const { address } = company;
  const social = company.social.at(0);
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-card border border-slate-200 bg-surface-muted p-6"
    >
      <h2 id={headingId} className="text-2xl font-bold text-brand-950">
        {copy.title}
      </h2>
      <address className="mt-6 not-italic">
        <dl className="grid gap-5">
          <div>
            <dt className={termClass}>{copy.phones}</dt>
            {company.phones.map((phone) => (
              <dd key={phone.tel} className="mt-1">
                <span className="text-ink-muted">{phone.label}: </span>
                <a href={`tel:${phone.tel}`} className={`${linkClass} whitespace-nowrap`}>
                  {phone.display}
                </a>
              </dd>
            ))}
          </div>
          <div>
            <dt className={termClass}>{copy.email}</dt>
            <dd className="mt-1">
              <a href={`mailto:${company.email}`} className={linkClass}>
                {company.email}
              </a>
            </dd>
          </div>
          <div>
            <dt className={termClass}>{copy.address}</dt>
            <dd className="mt-1">
              {company.legalName}
              <br />
              {address.street}, {address.postalCode} {address.city}
            </dd>
            <dd className="mt-1">
              <a
                href={company.mapsUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={linkClass}
              >
                {copy.mapLink}
                <span className="sr-only">{copy.newTab}</span>
              </a>
            </dd>
          </div>
          <div>
            <dt className={termClass}>{copy.hours}</dt>
            {openingHours.rows.map((row) => (
              <dd key={row.days} className="mt-1">
                {row.days}: {row.hours}
              </dd>
            ))}
          </div>
          {social ? (
            <div>
              <dt className={termClass}>{copy.social}</dt>
              <dd className="mt-1">
                <a
                  href={social.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={linkClass}
                >
                  {social.name}
                  <span className="sr-only">{copy.newTab}</span>
                </a>
              </dd>
            </div>
          ) : null}
        </dl>
      </address>
    </section>
  );
}

export function ContactPage() {
  return (
    <>
      <ContentPage content={contactPage} path={paths.contact} />
      <div className="container-page grid items-start gap-8 pb-16 lg:grid-cols-[2fr_3fr]">
        <ContactDetails />
        <ContactForm />
      </div>
      <MapPreview {...contactPage.map} />
      <FaqSection {...contactPage.faq} />
    </>
  );
}
