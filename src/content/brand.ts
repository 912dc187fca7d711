/**
 * The brand as the site's frame shows it on every page (the logo). Kept apart from the company's
 * registry data (./company.ts), which only pages and the footer need: the frame's code is what
 * every visitor loads first.
 */
export const brand = {
  name: 'Spokojna Rata',
  tagline: 'Pośrednik kredytowy',
} as const;
