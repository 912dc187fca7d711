import { Link } from 'react-router-dom';
import type { NavItem } from '@/content/types';

/** A footer column's heading. */
export const headingClass = 'mb-4 text-sm font-semibold tracking-wide text-white uppercase';
// At least 24 px tall, so each link is a target of its own (WCAG 2.5.8).
export const linkClass =
  'inline-flex min-h-6 items-center rounded text-brand-100 underline-offset-4 hover:text-white hover:underline';

/** A list of the site's own links in the footer's link style. */
export function LinkList({ items, className }: { items: NavItem[]; className: string }) {
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
