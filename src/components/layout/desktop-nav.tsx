import { NavLink } from 'react-router-dom';
import { homeLink, navGroups, trailingLinks } from '@/content/navigation';
import type { NavItem } from '@/content/types';
import { NavDropdown } from './nav-dropdown';

function TopLink({ item }: { item: NavItem }) {
  return (
    <NavLink
      to={item.path}
      end
      className={({ isActive }) =>
        `rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-brand-50 hover:text-brand-800 ${
          isActive ? 'text-brand-700' : 'text-ink'
        }`
      }
    >
      {item.name}
    </NavLink>
  );
}

/** Desktop navigation in the spec's order: home, the three groups, then the trailing pages. */
export function DesktopNav() {
  return (
    <nav aria-label="Główna nawigacja" className="hidden items-center gap-0.5 md:flex">
      <TopLink item={homeLink} />
      {navGroups.map((group) => (
        <NavDropdown key={group.name} group={group} />
      ))}
      {trailingLinks.map((item) => (
        <TopLink key={item.path} item={item} />
      ))}
    </nav>
  );
}
