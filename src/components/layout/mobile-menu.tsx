import { useCallback, useId, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { DESKTOP_MEDIA_QUERY } from '@/config/ui';
import { navigationLabels } from '@/content/navigation';
import { useOnMediaMatch } from '@/lib/use-on-media-match';
import { useStateFromDom } from '@/hydration/state-from-dom';
import { isExpanded, MobileMenuNav } from './mobile-menu-nav';
import { useMenuDialog, useSwipeToClose } from './use-menu-dialog';

/** Both drawings, the one shown following aria-expanded (set here or before the app). */
const toggleDrawings = (
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
);

/**
 * The menu below 768 px: a toggle button and a full-screen panel under the header. While open the
 * page does not scroll and Tab stays inside; Escape, the backdrop, a link, a route change, an upward
 * swipe of more than 100 px and growing to desktop width close it. Open, it is a modal dialog for
 * assistive technology: the toggle (then 'Zamknij menu') and the panel form the dialog, and the
 * rest of the page is inert (./use-menu-dialog.ts).
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
  const panelId = useId();

  const close = useCallback(() => setOpenOn(null), [setOpenOn]);
  useOnMediaMatch(DESKTOP_MEDIA_QUERY, close, open);
  useMenuDialog(open, rootRef, toggleRef, panelRef, close);
  const swipeHandlers = useSwipeToClose(panelRef, close);

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
        {toggleDrawings}
      </button>
      {/* The swipe is watched here: over the backdrop too, a deliberate upward swipe closes. */}
      <div
        id={panelId}
        hidden={!open}
        {...swipeHandlers}
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
          <MobileMenuNav onChoose={close} />
        </div>
      </div>
    </div>
  );
}
