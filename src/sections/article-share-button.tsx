import { useRef } from 'react';
import { useOwned } from '@/hydration/state-from-dom';
import { toast } from '@/components/ui/toast-store';

interface ToastCopy {
  title: string;
  description: string;
}

export interface ArticleShareButtonProps {
  /** The title shared with the link (as shown on the page). */
  title: string;
  label: string;
  copied: ToastCopy;
  failed: ToastCopy;
}

function isUserCancel(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Shares the current page: the Web Share API where the browser has it, else copies the address and
 * confirms with a toast. Browser objects are read only on click, never during render. Before the
 * app's code has arrived, hydration/before-start.ts opens the share sheet (from `data-title`);
 * where there is none, the press is held and done here once the button has hydrated.
 */
export function ArticleShareButton({ title, label, copied, failed }: ArticleShareButtonProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  useOwned(buttonRef);
  async function share() {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (isUserCancel(error)) return;
        // Sharing is unavailable here (e.g. not allowed): fall back to copying the link.
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast(copied);
    } catch {
      toast({ ...failed, variant: 'destructive' });
    }
  }

  return (
    <button
      data-section="article-share-button"
      ref={buttonRef}
      type="button"
      data-early="share"
      data-title={title}
      onClick={(event) => {
        if (!event.defaultPrevented) void share();
      }}
      className="btn-secondary"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <circle cx="18" cy="5" r="3" />
        <circle cx="6" cy="12" r="3" />
        <circle cx="18" cy="19" r="3" />
        <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
      </svg>
      {label}
    </button>
  );
}
