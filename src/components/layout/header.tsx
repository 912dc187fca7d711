import { Link } from 'react-router-dom';
import { HEADER_SCROLL_THRESHOLD_PX } from '@/config/ui';
import { applyLink } from '@/content/navigation';
import { useScrolled } from '@/lib/use-scrolled';
import { DesktopNav } from './desktop-nav';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';

/**
 * Sticky site header. Below 768 px: logo and the menu button. From 768 px: the navigation on a second
 * row; from 1 248 px (78rem): everything on one row. The row needs about 1 207 px with the widest
 * system font here: it fits, with room, in the 1 231 px a classic 17 px scrollbar leaves of a window
 * 1 248 px wide (media queries count the scrollbar, the layout does not). Translucent with a shadow
 * once scrolled past 10 px.
 * Without `navigation` (a page served without scripts, where the menu and the dropdowns could not
 * open), it holds the logo alone.
 */
export function Header({ navigation = true }: { navigation?: boolean }) {
  const scrolled = useScrolled(HEADER_SCROLL_THRESHOLD_PX);
  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className={`sticky top-0 z-40 border-b transition-[background-color,box-shadow,border-color] duration-200 ${
        scrolled
          ? 'border-transparent bg-white/85 shadow-header backdrop-blur-md'
          : 'border-slate-200 bg-white'
      }`}
    >
      <div className="mx-auto flex w-full max-w-7xl flex-wrap items-center gap-x-4 px-4 sm:px-6 lg:px-8">
        <div className="order-1 flex h-header items-center">
          <Logo />
        </div>
        {navigation ? (
          <>
            <div className="order-2 ml-auto flex h-header items-center gap-2 min-[78rem]:order-3 min-[78rem]:ml-0">
              <Link
                to={applyLink.path}
                className="btn-primary hidden px-4 py-2 text-sm md:inline-flex"
              >
                {applyLink.name}
              </Link>
              <MobileMenu />
            </div>
            <div className="order-3 w-full border-t border-slate-100 py-1 max-md:hidden min-[78rem]:order-2 min-[78rem]:ml-auto min-[78rem]:w-auto min-[78rem]:border-0 min-[78rem]:py-0">
              <DesktopNav />
            </div>
          </>
        ) : null}
      </div>
    </header>
  );
}
