import type { ReactNode } from 'react';

interface TableRegionProps {
  /** The region's name: says which table it holds (unique on the page, unlike the section's). */
  label: string;
  className?: string;
  children: ReactNode;
}

/**
 * The frame of a data table. Its table (./data-table.tsx) fits the screen: below 640 px its rows
 * become label/value blocks. The frame is the fallback for what still overflows (a large text size
 * on a mid-width screen): the table then scrolls sideways inside it, never the page and never
 * clipped (WCAG 1.4.10), with a shadow at the edge that hides more. A scrolling region must be
 * named and reachable by keyboard to be scrolled (WCAG 2.1.1), hence the label and the tab stop.
 * It is the containing block of the table's visually hidden headers, which so stay inside it.
 */
export function TableRegion({ label, className = '', children }: TableRegionProps) {
  return (
    <div
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={`scroll-hint relative overflow-x-auto overscroll-x-contain ${className}`}
    >
      {children}
    </div>
  );
}
