import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { NavGroup } from '@/content/types';
import { NavTriggerLabel, navItemClass, navListClass, navTriggerClass } from './nav-trigger';

export interface NavDropdownProps {
  group: NavGroup;
  /** Opens at once: the visitor activated the group before this module had loaded. */
  defaultOpen?: boolean;
  /** Takes the focus from the plain trigger it replaces. */
  focusTrigger?: boolean;
}

/** A desktop navigation group: opens on click, arrow keys move between links, Escape closes. */
export function NavDropdown({
  group,
  defaultOpen = false,
  focusTrigger = false,
}: NavDropdownProps) {
  const { pathname } = useLocation();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const holdsCurrentPage = group.items.some((item) => item.path === pathname);
  useEffect(() => {
    if (focusTrigger && !defaultOpen) triggerRef.current?.focus();
  }, [focusTrigger, defaultOpen]);
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        ref={triggerRef}
        className={navTriggerClass(holdsCurrentPage)}
        data-current={holdsCurrentPage ? 'true' : undefined}
        data-nav-group={group.name}
      >
        <NavTriggerLabel name={group.name} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="start" sideOffset={8} className={navListClass}>
          {group.items.map((item) => {
            const current = item.path === pathname;
            return (
              <DropdownMenu.Item key={item.path} asChild>
                <Link
                  to={item.path}
                  aria-current={current ? 'page' : undefined}
                  className={navItemClass(current)}
                >
                  {item.name}
                </Link>
              </DropdownMenu.Item>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
