import { useCallback, useState, type ComponentType } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { homeLink, navGroups, navigationLabels, trailingLinks } from '@/content/navigation';
import type { NavGroup, NavItem } from './nav-types';
import type { NavDropdownProps } from './nav-dropdown';
import { NavTriggerLabel, navTriggerClass } from './nav-trigger';

function TopLink({ item }: { item: NavItem }) {
  return (
    <NavLink
      to={item.path}
      end
      className={({ isActive }) =>
        `whitespace-nowrap rounded-md px-1.5 py-2 text-[0.8125rem] font-medium transition-colors hover:bg-brand-50 hover:text-brand-800 lg:px-2 lg:text-sm ${
          isActive ? 'text-brand-700' : 'text-ink'
        }`
      }
    >
      {item.name}
    </NavLink>
  );
}

/** The group's trigger as plain HTML, until the Radix dropdown has loaded. */
function PlainTrigger({ group, onActivate }: { group: NavGroup; onActivate: () => void }) {
  const { pathname } = useLocation();
  const holdsCurrentPage = group.items.some((item) => item.path === pathname);
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded="false"
      data-state="closed"
      data-current={holdsCurrentPage ? 'true' : undefined}
      data-nav-group={group.name}
      className={navTriggerClass(holdsCurrentPage)}
      // Pointer down, as Radix opens on it: the real trigger may replace this one before the click.
      onPointerDown={(event) => {
        if (event.button === 0 && !event.ctrlKey) onActivate();
      }}
      onClick={onActivate}
    >
      <NavTriggerLabel name={group.name} />
    </button>
  );
}

type Dropdown = ComponentType<NavDropdownProps>;

/**
 * Desktop navigation in the spec's order: home, the three groups, then the trailing pages. The Radix
 * dropdowns load when the visitor shows intent (pointer over the bar, focus, touch): phones never
 * download them, and they stay out of the JavaScript every page needs at load.
 */
export function DesktopNav() {
  const [loaded, setLoaded] = useState<{ Dropdown: Dropdown; focused?: string } | null>(null);
  const [openFirst, setOpenFirst] = useState<string | null>(null);

  const load = useCallback(() => {
    void import('./nav-dropdown').then(({ NavDropdown }) => {
      const focused = (document.activeElement as HTMLElement | null)?.dataset.navGroup;
      setLoaded((current) => current ?? { Dropdown: NavDropdown, focused });
    });
  }, []);

  return (
    <nav
      aria-label={navigationLabels.mainNav}
      className="hidden items-center gap-0.5 md:flex"
      onPointerEnter={load}
      onFocus={load}
      onTouchStart={load}
    >
      <TopLink item={homeLink} />
      {navGroups.map((group) =>
        loaded ? (
          <loaded.Dropdown
            key={group.name}
            group={group}
            defaultOpen={openFirst === group.name}
            focusTrigger={loaded.focused === group.name}
          />
        ) : (
          <PlainTrigger
            key={group.name}
            group={group}
            onActivate={() => {
              setOpenFirst(group.name);
              load();
            }}
          />
        ),
      )}
      {trailingLinks.map((item) => (
        <TopLink key={item.path} item={item} />
      ))}
    </nav>
  );
}
