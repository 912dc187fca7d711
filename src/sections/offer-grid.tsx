import { Link } from 'react-router-dom';
import { cardClass } from '@/components/ui/card';
import { CheckList } from './check-list';
import { IconTile, type IconName } from './icon';
import { SectionShell, type SectionHeading } from './section-shell';
import type { InternalLink } from './internal-link';

export interface Offer {
  title: string;
  text: string;
  link: InternalLink;
  highlights: string[];
  icon?: IconName;
}

export interface OfferGridContent extends SectionHeading {
  offers: Offer[];
}

/** Offer cards, each leading to the offer's own page. */
export function OfferGrid({ offers, ...heading }: OfferGridContent) {
  return (
    <SectionShell section="offer-grid" heading={heading}>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {offers.map((offer) => (
          <li key={offer.link.path} className={`${cardClass} flex flex-col`}>
            {offer.icon ? (
              <div className="mb-4">
                <IconTile name={offer.icon} />
              </div>
            ) : null}
            <h3 className="text-xl font-semibold text-brand-950">{offer.title}</h3>
            <p className="mt-2 text-pretty text-ink-muted">{offer.text}</p>
            <div className="mt-4 mb-6 text-sm">
              <CheckList items={offer.highlights} />
            </div>
            <Link to={offer.link.path} className="btn-secondary mt-auto self-start">
              {offer.link.text}
              <span className="sr-only">: {offer.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
