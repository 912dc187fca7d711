import { Link } from 'react-router-dom';
import { company, isPending } from '@/content/company';
import { openingHours } from '@/content/figures';
import { footerButtons, footerLabels } from '@/content/footer';
import { NewTabNote } from '@/components/ui/new-tab-note';
import { headingClass, linkClass } from './footer-links';

/**
 * The footer's contact card: the office on the map (the brand and city while the street is
 * pending), the phones, the e-mail, the opening hours and the two buttons.
 */
export function FooterContact() {
  const { address } = company;
  const addressPending = isPending(address.street) || isPending(address.postalCode);
  return (
    <div className="rounded-card bg-white/5 p-5">
      <h2 className={headingClass}>{footerLabels.contact}</h2>
      <address className="space-y-3 text-sm not-italic">
        <p>
          <a href={company.mapsUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
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
  );
}
