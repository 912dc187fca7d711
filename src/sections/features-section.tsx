import { Link } from 'react-router-dom';
import { cardClass } from '@/components/ui/card';
import { IconTile, type IconName } from './icon';
import { SectionShell, type SectionHeading } from './section-shell';
import type { InternalLink } from './internal-link';

export interface Feature {
  title: string;
  text: string;
  icon?: IconName;
  link?: InternalLink;
}

/** Cards: benefits, advantages, situations, guarantees, "what sets us apart". */
export interface FeaturesContent extends SectionHeading {
  items: Feature[];
  /** Cards per row on wide screens (2, 3 or 4). Default 3. */
  columns?: 2 | 3 | 4;
}

const columnClass = {
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

/** A grid of cards: benefits, advantages, situations, guarantees. */
export function FeaturesSection({
  items,
  columns = 3,
  tone = 'plain',
  ...heading
}: FeaturesContent) {
  return (
    <SectionShell section="features-section" heading={heading} tone={tone}>
      <ul className={`grid gap-6 ${columnClass[columns]}`}>
        {items.map((item) => (
          <li key={item.title} className={`${cardClass} relative flex flex-col`}>
            {/* On phones the icon sits beside the title, saving a line of height per card. */}
            <div className="flex items-center gap-4 sm:block">
              {item.icon ? (
                <div className="shrink-0 sm:mb-4">
                  <IconTile name={item.icon} />
                </div>
              ) : null}
              <h3 className="text-lg font-semibold text-brand-950">
                {item.link ? (
                  <Link
                    to={item.link.path}
                    className="text-brand-800 after:absolute after:inset-0 hover:underline"
                  >
                    {item.title}
                  </Link>
                ) : (
                  item.title
                )}
              </h3>
            </div>
            <p className="mt-2 text-pretty text-ink-muted">{item.text}</p>
            {item.link ? (
              <p aria-hidden="true" className="mt-auto pt-4 font-semibold text-brand-700">
                {item.link.text} →
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
