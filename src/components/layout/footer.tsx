import { Link } from 'react-router-dom';
import { brokerDisclosure, company } from '@/content/company';
import { creditWarning } from '@/content/credit-warning';
import {
  allOffersLink,
  brandBlurb,
  footerLabels,
  legalLinks,
  specialisationLinks,
  trustBadges,
  whyTrustUs,
} from '@/content/footer';
import { useCurrentYear } from '@/lib/use-current-year';
import { FooterContact } from './footer-contact';
import { BrokerDisclosureList } from './footer-disclosure';
import { headingClass, linkClass, LinkList } from './footer-links';
import { Logo } from './logo';
import { SocialIcon } from './social-icon';
import { opensInNewTab } from '@/content/labels';

/** The band above the columns: the three trust badges, each with its link where it has one. */
function TrustBadges() {
  return (
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
  );
}

/** The first column: the logo, the blurb, the credit warning that goes with it, the profiles. */
function BrandColumn() {
  return (
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
  );
}

const disclosure = brokerDisclosure();

interface FooterProps {
  /** Reopens the cookie choice; only in builds with a tool that needs consent. */
  cookieSettings?: { label: string; onOpen: () => void };
}

/** The band below the columns: the broker disclosure, the copyright and the legal links. */
function LegalBand({ cookieSettings }: FooterProps) {
  const year = useCurrentYear();
  return (
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
  );
}

export function Footer({ cookieSettings }: FooterProps = {}) {
  return (
    // The id ends the first paint's wait (index.html: link rel="expect"): the page above is parsed.
    <footer id="stopka" className="surface-dark bg-brand-950 text-brand-100">
      <TrustBadges />
      <div className="container-page grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-4">
        <BrandColumn />
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
        <FooterContact />
      </div>
      <LegalBand cookieSettings={cookieSettings} />
    </footer>
  );
}
