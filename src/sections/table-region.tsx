import type { ReactNode } from 'react';

interface TableRegionProps {
  /** The region's name: says which table it holds (unique on the page, unlike the section's). */
  label: string;
  className?: string;
  children: ReactNode;
}

/**
 * The frame of a data table: on a narrow screen the table scrolls sideways inside it, never the page
 * and never clipped (WCAG 1.4.10). A scrolling region must be named and reachable by keyboard to be
 * scrolled (WCAG 2.1.1), hence the label and the tab stop.
 */
export function TableRegion({ label, className = '', children }: TableRegionProps) {
  return (
    <div
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={`overflow-x-auto overscroll-x-contain ${className}`}
    >
      {children}
    </div>
  );
}
