import { navigationLabels } from '@/content/navigation';

export const MAIN_CONTENT_ID = 'tresc';

export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only z-[60] rounded-md bg-brand-800 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {navigationLabels.skipLink}
    </a>
  );
}
