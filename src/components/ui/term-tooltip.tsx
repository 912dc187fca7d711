import * as Tooltip from '@radix-ui/react-tooltip';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@/config/ui';

/** How the visitor first reached the term, before this code had loaded (./term.tsx). */
export type TermIntent = 'hover' | 'focus' | 'tap';

export interface TermTooltipProps {
  children: ReactNode;
  explanation: string;
  className: string;
  intent: TermIntent;
  /** The plain button it replaces had the focus: this one takes it (and opens, as focus does). */
  focused: boolean;
  /** Since when the pointer has rested on the plain button, if it still does (Date.now()). */
  hoveredSince: number | undefined;
}

/**
 * Until when a term opens without the delay: shortly after any term's explanation closed, so a
 * pointer moving along a row of terms reads them one after another (spec §9 skip delay). Shared by
 * every term on the page; Radix keeps it per Provider, and each term has its own Provider because
 * this code loads only at the first term the visitor reaches.
 */
let instantUntil = 0;

/**
 * A term with its explanation in a Radix tooltip: after the pointer rests on it for the delay, at
 * once on keyboard focus; Escape, the pointer leaving or the focus leaving close it. Radix ignores
 * touch, so a tap toggles it here (a toggletip): a tap opens it, a second tap, a tap elsewhere or
 * Escape closes it. Open, the term is described by the explanation (`aria-describedby`, Radix).
 * The bubble is positioned by floating-ui through the CSSOM, which the site's CSP allows.
 */
export function TermTooltip({
  children,
  explanation,
  className,
  intent,
  focused,
  hoveredSince,
}: TermTooltipProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(intent === 'tap');
  const openAtPointerDown = useRef(false);

  const change = useCallback((next: boolean) => {
    if (!next) instantUntil = Date.now() + TOOLTIP_SKIP_DELAY_MS;
    setOpen(next);
  }, []);

  // What the visitor did before this code loaded: the focus moves here, and a pointer resting on
  // the term opens it once the delay is over (Radix counts only the pointer's moves from now on).
  useEffect(() => {
    const button = trigger.current;
    if (!button) return;
    if (focused) button.focus();
    if (intent !== 'hover' || hoveredSince === undefined) return;
    const now = Date.now();
    const left = now < instantUntil ? 0 : Math.max(0, hoveredSince + TOOLTIP_DELAY_MS - now);
    const timer = window.setTimeout(() => change(true), left);
    const cancel = () => window.clearTimeout(timer);
    button.addEventListener('pointerleave', cancel, { once: true });
    return () => {
      cancel();
      button.removeEventListener('pointerleave', cancel);
    };
  }, [focused, intent, hoveredSince, change]);

  return (
    <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      <Tooltip.Root open={open} onOpenChange={change}>
        <Tooltip.Trigger
          ref={trigger}
          type="button"
          className={className}
          onPointerMove={(event) => {
            if (event.pointerType !== 'touch' && !open && Date.now() < instantUntil) change(true);
          }}
          onPointerDown={() => {
            // Radix closes an open tooltip on pointer down, before the click that toggles it.
            openAtPointerDown.current = open;
          }}
          onClick={(event) => {
            // A tap, a click, Enter or Space toggles it (a click from the keyboard has no pointer
            // down before it). Prevented: Radix would close it on every click.
            const wasOpen = event.detail === 0 ? open : openAtPointerDown.current;
            event.preventDefault();
            change(!wasOpen);
          }}
        >
          {children}
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            side="top"
            sideOffset={6}
            collisionPadding={12}
            className="z-50 max-w-[min(20rem,calc(100vw-1.5rem))] rounded-lg bg-brand-950 px-3.5 py-2.5 text-left text-sm leading-snug font-normal text-white shadow-lifted"
          >
            {explanation}
            <Tooltip.Arrow width={12} height={6} className="fill-brand-950" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
