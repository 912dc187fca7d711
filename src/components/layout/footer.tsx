import { Link } from 'react-router-dom';
import { brokerDisclosure, company, isPending } from '@/content/company';
import { creditWarning } from '@/content/credit-warning';
import { openingHours } from '@/content/figures';
import {
  allOffersLink,
  brandBlurb,
  footerButtons,
  footerLabels,
  legalLinks,
  specialisationLinks,
  trustBadges,
  whyTrustUs,
} from '@/content/footer';
import type { NavItem } from '@/content/types';
import { useCurrentYear } from '@/lib/use-current-year';
import { BrokerDisclosureList } from './footer-disclosure';
import { Logo } from './logo';
import { SocialIcon } from './social-icon';
import { opensInNewTab } from '@/content/labels';
import { NewTabNote } from '@/components/ui/new-tab-note';

const headingClass = 'mb-4 text-sm font-semibold tracking-wide text-white uppercase';
// At least 24 px tall, so each link is a target of its own (WCAG 2.5.8).
const linkClass =
  'inline-flex min-h-6 items-center rounded text-brand-100 underline-offset-4 hover:text-white hover:underline';

function LinkList({ items, className }: { items: NavItem[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.path}>
          <Link to={item.path} className={linkClass}>
            {item.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

const disclosure = brokerDisclosure();

interface FooterProps {
  /** Reopens the cookie choice; only in builds with a tool that needs consent. */
  cookieSettings?: { label: string; onOpen: () => void };
}

export function Footer({ cookieSettings }: FooterProps = {}) {
  const year = useCurrentYear();
  const { address } = company;
  const addressPending = isPending(address.street) || isPending(address.postalCode);
  return (
    // The id ends the first paint's wait (index.html: link rel="expect"): the page above is parsed.
    <footer id="stopka" className="surface-dark bg-brand-950 text-brand-100">
      <div className="border-b border-white/10">
        <ul className="container-page grid gap-6 py-8 sm:grid-cols-3">
          {trustBadges.map((badge) => (
            <li key={badge.title} className="flex gap-3">
              <span
                aria-hidden="true"
                className="mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-800 text-accent-300"
              >
                ✓
              </span>
              <div>
                <p className="font-semibold text-white">{badge.title}</p>
                <p className="text-sm text-brand-200">
                  {badge.text}
                  {badge.link ? (
                    <>
                      {' '}
                      <Link to={badge.link.path} className={linkClass}>
                        {badge.link.name}
                      </Link>
                    </>
                  ) : null}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>

      <div className="container-page grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo onDark />
          <p className="mt-4 text-sm leading-relaxed">{brandBlurb}</p>
          {/* The blurb advertises credit on every page: the CCD2 warning goes with it. */}
          <p className="mt-4 border-l-4 border-accent-400 pl-3 text-base font-semibold text-balance text-white">
            {creditWarning}
          </p>
          <ul className="mt-5 flex gap-3">
            {company.social.map((profile) => (
              <li key={profile.name}>
                <a
                  href={profile.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${profile.name} ${opensInNewTab}`}
                  className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                >
                  <SocialIcon name={profile.name} />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className={headingClass}>{footerLabels.whyTrustUs}</h2>
          <ul className="space-y-2 text-sm">
            {whyTrustUs.map((reason) => (
              <li key={reason} className="flex gap-2">
                <span aria-hidden="true" className="text-accent-300">
                  •
                </span>
                {reason}
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className={headingClass}>{footerLabels.specialisations}</h2>
          <LinkList items={[...specialisationLinks, allOffersLink]} className="space-y-2 text-sm" />
        </div>

        <div className="rounded-card bg-white/5 p-5">
          <h2 className={headingClass}>{footerLabels.contact}</h2>
          <address className="space-y-3 text-sm not-italic">
            <p>
              <a
                href={company.mapsUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={linkClass}
              >
                {addressPending
                  ? `${company.brandName}, ${address.city}`
                  : `${address.street}, ${address.postalCode} ${address.city}`}
                <NewTabNote text={footerLabels.mapOpensInNewTab} />
              </a>
            </p>
            {company.phones.map((phone) => (
              <p key={phone.tel}>
                <span className="text-brand-300">{phone.label}: </span>
                <a
                  href={`tel:${phone.tel}`}
                  className={`${linkClass} font-semibold whitespace-nowrap text-white`}
                >
                  {phone.display}
                </a>
              </p>
            ))}
            <p>
              <a href={`mailto:${company.email}`} className={linkClass}>
                {company.email}
              </a>
            </p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              {openingHours.rows.map((row) => (
                <div key={row.days} className="contents">
                  <dt className="text-brand-300">{row.days}</dt>
                  <dd className="whitespace-nowrap">{row.hours}</dd>
                </div>
              ))}
            </dl>
          </address>
          <div className="mt-5 flex flex-wrap gap-2">
            <Link to={footerButtons.apply.path} className="btn-primary px-4 py-2 text-sm">
              {footerButtons.apply.name}
            </Link>
            <Link to={footerButtons.contact.path} className="btn-on-dark px-4 py-2 text-sm">
              {footerButtons.contact.name}
            </Link>
          </div>
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="container-page space-y-4 py-8 text-xs leading-relaxed text-brand-200">
          {/* Not a region: /o-nas shows the same disclosure as a section of its own. */}
          <div>
            <h2 className="mb-3 text-sm font-semibold text-white">{disclosure.title}</h2>
            <BrokerDisclosureList disclosure={disclosure} onDark />
          </div>
          <p>{disclosure.disclaimer}</p>
          <div className="flex flex-col gap-3 border-t border-white/10 pt-4 sm:flex-row sm:items-center sm:justify-between">
            <p>
              © {year} {company.brandName}. {footerLabels.rightsReserved}
            </p>
            <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
              <LinkList items={legalLinks} className="flex flex-wrap gap-x-5 gap-y-2" />
              {cookieSettings ? (
                <button type="button" className={linkClass} onClick={cookieSettings.onOpen}>
                  {cookieSettings.label}
                </button>
              ) : null}
            </div>
          </div>
        </div>
      </div>
    </footer>
  );
}
