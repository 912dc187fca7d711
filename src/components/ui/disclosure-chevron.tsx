/**
 * The arrow of a button that opens a group: it points down, and up while the button is expanded
 * (the button carries Tailwind's `group` class and aria-expanded).
 */
export function DisclosureChevron({ size }: { size: 12 | 16 }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 12 12"
      aria-hidden="true"
      className="transition-transform group-aria-expanded:rotate-180"
    >
      <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}
