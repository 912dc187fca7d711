import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { loadOnce } from '@/lib/load-once';
import type { TermIntent, TermTooltipProps } from './term-tooltip';

/**
 * A term shown with a dotted underline: the pointer resting on it, keyboard focus or a tap shows
 * what it means. The served HTML has the term as plain text in a button (readable without
 * JavaScript, nothing of the explanation in it, so nothing flashes at hydration). The tooltip code
 * (Radix Tooltip, ./term-tooltip.tsx) is not loaded with the page: the first hover, focus or tap of a
 * term loads it, and the tooltip's own button then takes this one's place, with its focus, and opens
 * as the visitor asked (after the delay for a pointer, at once for focus and a tap).
 */
export interface TermProps {
  children: ReactNode;
  /** What the term means: one or two sentences. */
  explanation: string;
}

export const termClass =
  'cursor-help rounded-sm text-left whitespace-normal underline decoration-current/60 decoration-dotted decoration-1 underline-offset-4 hover:decoration-current';

const tooltipCode = loadOnce(() => import('./term-tooltip').then((module) => module.TermTooltip));

interface Loaded {
  Tooltip: ComponentType<TermTooltipProps>;
  intent: TermIntent;
  focused: boolean;
  hoveredSince: number | undefined;
}

export function Term({ children, explanation }: TermProps) {
  const button = useRef<HTMLButtonElement>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const intent = useRef<TermIntent | null>(null);
  /** When the pointer came to rest on the term, while it is on it. */
  const hoveredSince = useRef<number | undefined>(undefined);

  const load = useCallback((shown: TermIntent) => {
    // A tap asks for the explanation outright; focus opens it at once, a resting pointer later.
    if (intent.current === null || shown === 'tap') intent.current = shown;
    void tooltipCode.load().then((Tooltip) => {
      // Read as the tooltip replaces the button: the visitor may have tapped it meanwhile.
      setLoaded(
        (current) =>
          current ?? {
            Tooltip,
            intent: intent.current ?? shown,
            focused: button.current !== null && button.current === document.activeElement,
            hoveredSince: hoveredSince.current,
          },
      );
    });
  }, []);

  // Focus that reached the term before the page hydrated (the Tab key woke the page).
  useEffect(() => {
    if (button.current && button.current === document.activeElement) load('focus');
  }, [load]);

  if (loaded) {
    return (
      <loaded.Tooltip
        explanation={explanation}
        className={termClass}
        intent={loaded.intent}
        focused={loaded.focused}
        hoveredSince={loaded.hoveredSince}
      >
        {children}
      </loaded.Tooltip>
    );
  }
  return (
    <button
      ref={button}
      type="button"
      className={termClass}
      onPointerMove={(event) => {
        if (event.pointerType === 'touch') return;
        hoveredSince.current ??= Date.now();
        load('hover');
      }}
      onPointerLeave={() => {
        hoveredSince.current = undefined;
      }}
      onFocus={() => load('focus')}
      onClick={() => load('tap')}
    >
      {children}
    </button>
  );
}
