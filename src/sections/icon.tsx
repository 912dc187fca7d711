/** Names of the site's line icons (below). Decorative: never the only carrier of meaning. */
export type IconName =
  | 'analysis'
  | 'badge'
  | 'bank'
  | 'calendar'
  | 'chart'
  | 'check'
  | 'clock'
  | 'coins'
  | 'document'
  | 'education'
  | 'eye'
  | 'handshake'
  | 'heart'
  | 'medical'
  | 'percent'
  | 'phone'
  | 'shield'
  | 'star'
  | 'users';

/** Stroke paths of the site's line icons (24×24 grid, drawn for this site). */
const iconPaths: Record<IconName, string[]> = {
  analysis: ['M4 19V5', 'M4 19h16', 'M8 15l3-4 3 2 5-6'],
  badge: ['M12 3l7 3v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6l7-3z', 'M9 12l2 2 4-4'],
  bank: ['M3 10l9-6 9 6', 'M5 10v8', 'M10 10v8', 'M14 10v8', 'M19 10v8', 'M3 20h18'],
  calendar: ['M4 6h16v14H4z', 'M4 10h16', 'M8 3v5', 'M16 3v5'],
  chart: ['M5 20V11', 'M12 20V5', 'M19 20v-6'],
  check: ['M5 12.5l4.5 4.5L19 7.5'],
  clock: ['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z', 'M12 7v5l3.5 2'],
  coins: [
    'M9 4c3.3 0 6 1.3 6 3s-2.7 3-6 3-6-1.3-6-3 2.7-3 6-3z',
    'M3 7v5c0 1.7 2.7 3 6 3',
    'M3 12v5c0 1.7 2.7 3 6 3s6-1.3 6-3',
    'M15 10.5c3.3 0 6 1.3 6 3s-2.7 3-6 3',
  ],
  document: ['M6 3h8l4 4v14H6z', 'M14 3v4h4', 'M9 12h6', 'M9 16h6'],
  education: ['M2 9l10-5 10 5-10 5z', 'M6 11v5c0 1.5 2.7 3 6 3s6-1.5 6-3v-5', 'M22 9v6'],
  eye: ['M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z', 'M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z'],
  handshake: [
    'M3 11l4-4 4 2 3-2 7 5',
    'M3 11l6 6c.8.8 2 .8 2.8 0L21 12',
    'M11 9l-3 3c-.6.6-.6 1.4 0 2s1.4.6 2 0l3-3',
  ],
  heart: ['M12 20s-8-4.7-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.3 12 20 12 20z'],
  medical: ['M10 3h4v7h7v4h-7v7h-4v-7H3v-4h7z'],
  percent: [
    'M19 5L5 19',
    'M7 5a2 2 0 1 0 0 4 2 2 0 0 0 0-4z',
    'M17 15a2 2 0 1 0 0 4 2 2 0 0 0 0-4z',
  ],
  phone: [
    'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z',
  ],
  shield: ['M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6l8-3z'],
  star: ['M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9z'],
  users: [
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
    'M2 21c0-3.9 3.1-7 7-7s7 3.1 7 7',
    'M16 3.5a4 4 0 0 1 0 7.5',
    'M18 14c2.4.8 4 3.2 4 6',
  ],
};

interface IconProps {
  name: IconName;
  className?: string;
}

/** A decorative line icon (hidden from assistive technology: the text beside it says it all). */
export function Icon({ name, className = 'size-6' }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {iconPaths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

/** An icon in a soft brand-coloured tile, used at the top of cards. */
export function IconTile({ name }: { name: IconName }) {
  return (
    <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
      <Icon name={name} />
    </span>
  );
}
