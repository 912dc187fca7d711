import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link, useLocation } from 'react-router-dom';
import type { NavGroup } from '@/content/types';

/** A desktop navigation group: opens on click, arrow keys move between links, Escape closes. */
export function NavDropdown({ group }: { group: NavGroup }) {
  const { pathname } = useLocation();
  const holdsCurrentPage = group.items.some((item) => item.path === pathname);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={`group inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-brand-50 hover:text-brand-800 data-[state=open]:bg-brand-50 ${
          holdsCurrentPage ? 'text-brand-700' : 'text-ink'
        }`}
        data-current={holdsCurrentPage ? 'true' : undefined}
      >
        {group.name}
        <svg
          width="12"
          height="12"
          viewBox="0 0 12 12"
          aria-hidden="true"
          className="transition-transform group-data-[state=open]:rotate-180"
        >
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={8}
          className="z-50 min-w-64 rounded-card border border-slate-200 bg-white p-2 shadow-lifted"
        >
          {group.items.map((item) => {
            const current = item.path === pathname;
            return (
              <DropdownMenu.Item key={item.path} asChild>
                <Link
                  to={item.path}
                  aria-current={current ? 'page' : undefined}
                  className={`block rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800 ${
                    current ? 'font-semibold text-brand-700' : 'text-ink'
                  }`}
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
