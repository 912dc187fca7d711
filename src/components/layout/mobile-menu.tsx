import { useCallback, useEffect, useId, useRef, type TouchEvent } from 'react';
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
import type { NavGroup, NavItem } from '@/content/types';
import { cycleFocus, focusableWithin } from '@/lib/focus-trap';
import { useOnMediaMatch } from '@/lib/use-on-media-match';
import { useStateFromDom } from '@/hydration/state-from-dom';
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

const isExpanded = (button: HTMLElement) => button.getAttribute('aria-expanded') === 'true';

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
        <svg
          width="16"
          height="16"
          viewBox="0 0 12 12"
          aria-hidden="true"
          className="transition-transform group-aria-expanded:rotate-180"
        >
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
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
 * The menu below 768 px: a toggle button and a full-screen panel under the header. While open the
 * page does not scroll and Tab stays inside; Escape, the backdrop, a link, a route change, an upward
 * swipe of more than 100 px and growing to desktop width close it. Open, it is a modal dialog for
 * assistive technology: the toggle (then 'Zamknij menu') and the panel form the dialog, and the
 * rest of the page is inert.
 *
 * The panel is in the served HTML, hidden: before the app's code has arrived, a tap on the toggle
 * shows it at once (hydration/before-start.ts), and the menu takes that state over when it
 * hydrates.
 */
export function MobileMenu() {
  const { pathname } = useLocation();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // The path the menu was opened on: any route change closes it (state adjusted during render).
  const [openOn, setOpenOn] = useStateFromDom<string | null>(null, toggleRef, (toggle) =>
    isExpanded(toggle) ? pathname : null,
  );
  if (openOn !== null && openOn !== pathname) setOpenOn(null);
  const open = openOn === pathname;
  const panelRef = useRef<HTMLDivElement>(null);
  const swipe = useRef<{ y: number; scrollTop: number } | null>(null);
  const panelId = useId();

  const close = useCallback(() => setOpenOn(null), [setOpenOn]);
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
  }, [open, setOpenOn]);

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
      data-early="disclosure"
      data-close-on-escape=""
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
        onClick={(event) => {
          if (!event.defaultPrevented) setOpenOn(open ? null : pathname);
        }}
        className="group inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-surface-muted"
      >
        {/* Both drawings, the one shown following aria-expanded (set here or before the app). */}
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M6 6l12 12M18 6 6 18"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            className="hidden group-aria-expanded:inline"
          />
          <path
            d="M4 7h16M4 12h16M4 17h16"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            className="group-aria-expanded:hidden"
          />
        </svg>
      </button>
      {/* The swipe is watched here: over the backdrop too, a deliberate upward swipe closes. */}
      <div
        id={panelId}
        hidden={!open}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        className="fixed inset-x-0 top-header bottom-0 z-40"
      >
        <div
          data-testid="mobile-menu-backdrop"
          aria-hidden="true"
          onClick={close}
          className="absolute inset-0 bg-ink/40"
        />
        <div
          ref={panelRef}
          className="relative max-h-full overflow-y-auto overscroll-contain border-t border-slate-200 bg-white shadow-lifted"
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
      </div>
    </div>
  );
}
