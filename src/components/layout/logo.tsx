import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { brand } from '@/content/brand';
import { navigationLabels } from '@/content/navigation';

export function Logo({ onDark = false }: { onDark?: boolean }) {
  return (
    <Link to={paths.home} className="inline-flex items-center gap-2 rounded-md py-1">
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" className={onDark ? 'fill-white' : 'fill-brand-700'} />
        <path
          d="M8 19.5c2.6-4.6 5.4-4.6 8 0s5.4 4.6 8 0"
          fill="none"
          strokeWidth="2.6"
          strokeLinecap="round"
          className={onDark ? 'stroke-brand-700' : 'stroke-accent-400'}
        />
        <circle cx="16" cy="11" r="2.4" className={onDark ? 'fill-brand-700' : 'fill-white'} />
      </svg>
      <span className="flex flex-col leading-none">
        <span
          className={`text-lg font-bold tracking-tight ${onDark ? 'text-white' : 'text-brand-900'}`}
        >
          {brand.name}
        </span>{' '}
        {/* ink-muted, not ink-soft: it stays above 4.5:1 over the translucent scrolled header. */}
        <span className={`text-xs ${onDark ? 'text-brand-100' : 'text-ink-muted'}`}>
          {brand.tagline}
        </span>
        {/* The link's name starts with its visible text (WCAG 2.5.3) and says where it leads. */}{' '}
        <span className="sr-only">{navigationLabels.logoDestination}</span>
      </span>
    </Link>
  );
}
