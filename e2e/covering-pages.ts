/**
 * The pages on which the browser tests make their costlier visits (e2e/pages.spec.ts): loaded at
 * 1280 px as well as 390 px, opened without JavaScript, and checked with the whole of axe (the
 * rules that need a rendered page: colour contrast, target size, scrolling regions) at both widths.
 * Every other page is loaded once, at 390 px, and its served HTML checked in Node.
 *
 * Together these pages show every section component of src/sections in every variant any page of
 * the site uses (each section's root names itself: `data-section`, `data-variant`), and no fewer
 * pages would: tests/covering-pages.test.ts computes that from the built pages, fails when this
 * list no longer covers them or is longer than it needs to be, and prints a smallest list to use
 * (this one is what it printed).
 */
export const coveringPages: readonly string[] = [
  '/',
  '/kredyt-dla-lekarza',
  '/kredyt-na-umowe-zlecenie',
  '/o-nas',
  '/pozyczki-pozabankowe',
  '/wiedza',
  '/zespol',
  '/kredyt-dla-zolnierza',
  '/kredyty',
  '/kredyt-dla-pielegniarki',
  '/polityka-prywatnosci',
  '/wiedza/jak-czytac-rrso-i-calkowity-koszt-kredytu',
];
