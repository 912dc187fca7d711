import { useCallback, useEffect, useId, useRef, useState, type TouchEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { DESKTOP_MEDIA_QUERY, SWIPE_TO_CLOSE_PX } from '@/config/ui';
import {
  applyLink,
  homeLink,
  mobileMenuPromises,
  navGroups,
  navigationLabels,
  trailingLinks,
} from '@/content/navigation';
import type { NavGroup, NavItem } from './nav-types';
import { cycleFocus, focusableWithin } from '@/lib/focus-trap';
import { useOnMediaMatch } from '@/lib/use-on-media-match';
import { inertOutside } from './inert-outside';

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
  const [expanded, setExpanded] = useState(() => all.some((item) => item.path === pathname));
  const listId = useId();
  return (
    <li>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((value) => !value)}
        className="flex w-full items-center justify-between rounded-lg px-3 py-3 text-left text-base font-semibold text-ink hover:bg-surface-muted"
      >
        {group.name}
        <svg
          width="16"
          height="16"
          viewBox="0 0 12 12"
          aria-hidden="true"
          className={`transition-transform ${expanded ? 'rotate-180' : ''}`}
        >
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      {expanded ? (
        <ul id={listId} className="mb-2 ml-3 border-l-2 border-brand-100 pl-2">
          {all.map((item) => (
            <li key={item.path}>
              <MenuLink item={item} onChoose={onChoose} />
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * The menu below 768 px: a toggle button and a full-screen panel under the header. While open the
 * page does not scroll and Tab stays inside; Escape, the backdrop, a link, a route change, an upward
 * swipe of more than 100 px and growing to desktop width close it. Open, it is a modal dialog for
 * assistive technology: the toggle (then 'Zamknij menu') and the panel form the dialog, and the
 * rest of the page is inert.
 */
export function MobileMenu() {
  const { pathname } = useLocation();
  // The path the menu was opened on: any route change closes it (state adjusted during render).
  const [openOn, setOpenOn] = useState<string | null>(null);
  if (openOn !== null && openOn !== pathname) setOpenOn(null);
  const open = openOn === pathname;
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const swipe = useRef<{ y: number; scrollTop: number } | null>(null);
  const panelId = useId();

  const close = useCallback(() => setOpenOn(null), []);
  useOnMediaMatch(DESKTOP_MEDIA_QUERY, close, open);

  useEffect(() => {
    if (!open) return;
    const { body } = document;
    const previousOverflow = body.style.overflow;
    body.style.overflow = 'hidden';
    const restoreOutside = rootRef.current ? inertOutside(rootRef.current) : () => {};
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenOn(null);
        toggleRef.current?.focus();
        return;
      }
      if (event.key !== 'Tab' || !panelRef.current || !toggleRef.current) return;
      const focusables = [toggleRef.current, ...focusableWithin(panelRef.current)];
      if (cycleFocus(focusables, event.shiftKey)) event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      body.style.overflow = previousOverflow;
      restoreOutside();
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    if (touch) swipe.current = { y: touch.clientY, scrollTop: panelRef.current?.scrollTop ?? 0 };
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = swipe.current;
    const touch = event.changedTouches[0];
    swipe.current = null;
    if (!start || !touch) return;
    // A swipe that scrolled the menu's own content is scrolling, not a request to close.
    const scrolled = (panelRef.current?.scrollTop ?? 0) !== start.scrollTop;
    if (!scrolled && start.y - touch.clientY > SWIPE_TO_CLOSE_PX) close();
  };

  return (
    <div
      ref={rootRef}
      className="md:hidden"
      role={open ? 'dialog' : undefined}
      aria-modal={open ? true : undefined}
      aria-label={open ? navigationLabels.mobileMenu.dialog : undefined}
    >
      <button
        ref={toggleRef}
        type="button"
        aria-label={open ? navigationLabels.mobileMenu.close : navigationLabels.mobileMenu.open}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenOn(open ? null : pathname)}
        className="inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-surface-muted"
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
          {open ? (
            <path
              d="M6 6l12 12M18 6 6 18"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          ) : (
            <path
              d="M4 7h16M4 12h16M4 17h16"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          )}
        </svg>
      </button>
      {open ? (
        <>
          <div
            data-testid="mobile-menu-backdrop"
            aria-hidden="true"
            onClick={close}
            className="fixed inset-x-0 top-header bottom-0 z-40 bg-ink/40"
          />
          <div
            ref={panelRef}
            id={panelId}
            onTouchStart={onTouchStart}
            onTouchEnd={onTouchEnd}
            className="fixed inset-x-0 top-header z-50 max-h-[calc(100dvh-4rem)] overflow-y-auto overscroll-contain border-t border-slate-200 bg-white shadow-lifted"
          >
            <nav aria-label={navigationLabels.mobileMenu.nav} className="px-4 pt-3 pb-6">
              <ul className="space-y-0.5">
                <li>
                  <MenuLink item={homeLink} onChoose={close} />
                </li>
                {navGroups.map((group) => (
                  <MenuGroup key={group.name} group={group} onChoose={close} />
                ))}
                {trailingLinks.map((item) => (
                  <li key={item.path}>
                    <MenuLink item={item} onChoose={close} />
                  </li>
                ))}
              </ul>
              <Link to={applyLink.path} onClick={close} className="btn-primary mt-4 w-full">
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
          </div>
        </>
      ) : null}
    </div>
  );
}
