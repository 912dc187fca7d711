import { Link } from 'react-router-dom';
import { HEADER_SCROLL_THRESHOLD_PX } from '@/config/ui';
import { applyLink } from '@/content/navigation';
import { useScrolled } from '@/lib/use-scrolled';
import { DesktopNav } from './desktop-nav';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';

/**
 * Sticky site header. Below 768 px: logo and the menu button. From 768 px: the navigation on a second
 * row; from 1280 px: everything on one row. Translucent with a shadow once scrolled past 10 px.
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
            <div className="order-2 ml-auto flex h-header items-center gap-2 xl:order-3 xl:ml-0">
              <Link
                to={applyLink.path}
                className="btn-primary hidden px-4 py-2 text-sm md:inline-flex"
              >
                {applyLink.name}
              </Link>
              <MobileMenu />
            </div>
            <div className="order-3 w-full border-t border-slate-100 py-1 max-md:hidden xl:order-2 xl:ml-auto xl:w-auto xl:border-0 xl:py-0">
              <DesktopNav />
            </div>
          </>
        ) : null}
      </div>
    </header>
  );
}
