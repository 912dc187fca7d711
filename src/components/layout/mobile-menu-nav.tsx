import { useId, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { DisclosureChevron } from '@/components/ui/disclosure-chevron';
import {
  applyLink,
  homeLink,
  mobileMenuPromises,
  navGroups,
  navigationLabels,
  trailingLinks,
} from '@/content/navigation';
import type { NavGroup, NavItem } from '@/content/types';
import { useStateFromDom } from '@/hydration/state-from-dom';

/** The toggle's state as the page shows it (set by React, or by app/before-start.ts before it). */
export const isExpanded = (button: HTMLElement) => button.getAttribute('aria-expanded') === 'true';

function MenuLink({ item, onChoose }: { item: NavItem; onChoose: () => void }) {
  return (
    <NavLink
      to={item.path}
      end
      onClick={onChoose}
      className={({ isActive }) =>
        `block rounded-lg px-3 py-3 text-base ${
          isActive ? 'bg-brand-50 font-semibold text-brand-800' : 'text-ink hover:bg-surface-muted'
        }`
      }
    >
      {item.name}
    </NavLink>
  );
}

function MenuGroup({ group, onChoose }: { group: NavGroup; onChoose: () => void }) {
  const { pathname } = useLocation();
  const all = group.main ? [group.main, ...group.items] : group.items;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [expanded, setExpanded] = useStateFromDom(
    () => all.some((item) => item.path === pathname),
    buttonRef,
    isExpanded,
  );
  const listId = useId();
  return (
    <li>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={(event) => {
          if (!event.defaultPrevented) setExpanded((value) => !value);
        }}
        className="group flex w-full items-center justify-between rounded-lg px-3 py-3 text-left text-base font-semibold text-ink hover:bg-surface-muted"
      >
        {group.name}
        <DisclosureChevron size={16} />
      </button>
      <ul id={listId} hidden={!expanded} className="mb-2 ml-3 border-l-2 border-brand-100 pl-2">
        {all.map((item) => (
          <li key={item.path}>
            <MenuLink item={item} onChoose={onChoose} />
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * What the mobile menu's panel holds: the home link, the groups (each a disclosure), the trailing
 * links, the application button and the firm's promises. Each link closes the menu (`onChoose`).
 */
export function MobileMenuNav({ onChoose }: { onChoose: () => void }) {
  return (
    <nav aria-label={navigationLabels.mobileMenu.nav} className="px-4 pt-3 pb-6">
      <ul className="space-y-0.5">
        <li>
          <MenuLink item={homeLink} onChoose={onChoose} />
        </li>
        {navGroups.map((group) => (
          <MenuGroup key={group.name} group={group} onChoose={onChoose} />
        ))}
        {trailingLinks.map((item) => (
          <li key={item.path}>
            <MenuLink item={item} onChoose={onChoose} />
          </li>
        ))}
      </ul>
      <Link to={applyLink.path} onClick={onChoose} className="btn-primary mt-4 w-full">
        {applyLink.name}
      </Link>
      <ul className="mt-5 grid grid-cols-2 gap-2 rounded-card bg-brand-50 p-4 text-sm text-brand-900">
        {mobileMenuPromises.map((promise) => (
          <li key={promise} className="flex items-center gap-2">
            <span aria-hidden="true" className="text-brand-600">
              ✓
            </span>
            {promise}
          </li>
        ))}
      </ul>
    </nav>
  );
}
