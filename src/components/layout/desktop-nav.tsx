import { useCallback, useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useStateFromDom } from '@/hydration/state-from-dom';
import { homeLink, navGroups, navigationLabels, trailingLinks } from '@/content/navigation';
import type { NavGroup, NavItem } from '@/content/types';
import type { NavDropdownProps } from './nav-dropdown';
import { NavTriggerLabel, navItemClass, navListClass, navTriggerClass } from './nav-trigger';

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

/**
 * The group as plain HTML until the Radix dropdown has loaded: a disclosure button and the group's
 * links, hidden, where the dropdown opens. Before the app's code has arrived, a tap shows them at
 * once (hydration/before-start.ts); once the app runs, a press shows them and loads the dropdown,
 * which takes their place, open.
 */
function PlainGroup({
  group,
  open,
  onActivate,
}: {
  group: NavGroup;
  open: boolean;
  onActivate: () => void;
}) {
  const { pathname } = useLocation();
  const listId = useId();
  const holdsCurrentPage = group.items.some((item) => item.path === pathname);
  return (
    <div className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        data-current={holdsCurrentPage ? 'true' : undefined}
        data-nav-group={group.name}
        className={navTriggerClass(holdsCurrentPage)}
        // Pointer down, as Radix opens on it: the real trigger may replace this one before the click.
        onPointerDown={(event) => {
          if (event.button === 0 && !event.ctrlKey) onActivate();
        }}
        onClick={(event) => {
          if (!event.defaultPrevented) onActivate();
        }}
      >
        <NavTriggerLabel name={group.name} />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className={`absolute top-full left-0 mt-2 w-max ${navListClass}`}
      >
        {group.items.map((item) => (
          <li key={item.path}>
            <Link
              to={item.path}
              aria-current={item.path === pathname ? 'page' : undefined}
              className={navItemClass(item.path === pathname)}
            >
              {item.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The group the page shows open: one opened before the app's code had arrived. */
function groupShownOpen(nav: HTMLElement): string | null {
  return (
    nav.querySelector<HTMLElement>('[data-nav-group][aria-expanded="true"]')?.dataset.navGroup ??
    null
  );
}

type Dropdown = ComponentType<NavDropdownProps>;

/**
 * Desktop navigation in the spec's order: home, the three groups, then the trailing pages. The Radix
 * dropdowns load when the visitor shows intent (pointer over the bar, focus, touch): phones never
 * download them, and they stay out of the JavaScript every page needs at load.
 */
export function DesktopNav() {
  const navRef = useRef<HTMLElement>(null);
  const [loaded, setLoaded] = useState<{ Dropdown: Dropdown; focused?: string } | null>(null);
  // The group opened before the dropdowns had loaded: theirs opens first.
  const [openFirst, setOpenFirst] = useStateFromDom<string | null>(null, navRef, groupShownOpen);

  const load = useCallback(() => {
    void import('./nav-dropdown').then(({ NavDropdown }) => {
      const focused = (document.activeElement as HTMLElement | null)?.dataset.navGroup;
      setLoaded((current) => current ?? { Dropdown: NavDropdown, focused });
    });
  }, []);
  useEffect(() => {
    if (openFirst !== null) load();
  }, [openFirst, load]);

  return (
    <nav
      ref={navRef}
      aria-label={navigationLabels.mainNav}
      data-early="disclosure"
      data-single=""
      data-close-on-escape=""
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
          <PlainGroup
            key={group.name}
            group={group}
            open={openFirst === group.name}
            onActivate={() => setOpenFirst(group.name)}
          />
        ),
      )}
      {trailingLinks.map((item) => (
        <TopLink key={item.path} item={item} />
      ))}
    </nav>
  );
}
