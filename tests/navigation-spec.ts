/**
 * The site navigation as the spec orders it, shared by the tests of the desktop navigation and the
 * mobile menu: both render the same items, so the expectation is written once.
 */
export const TOP_LEVEL_ITEMS = [
  'Strona główna',
  'Pożyczki',
  'Trudne kredyty',
  'Kredyty dla zawodów',
  'O nas',
  'Zespół',
  'Wiedza',
  'Kontakt',
];

/** Each group's pages in order (without the 'Wszystkie …' entry some groups add). */
export const NAV_GROUPS = [
  {
    name: 'Pożyczki',
    hrefs: [
      '/kredyt-konsolidacyjny',
      '/pozyczka-konsolidacyjna',
      '/konsolidacja-chwilowek',
      '/kalkulator-konsolidacji',
    ],
  },
  {
    name: 'Trudne kredyty',
    hrefs: ['/kredyt-bez-zdolnosci-kredytowej', '/kredyt-na-splate-parabankow'],
  },
  {
    name: 'Kredyty dla zawodów',
    hrefs: [
      '/kredyt-dla-pracownikow-medycznych',
      '/kredyt-dla-lekarza',
      '/kredyt-dla-pielegniarki',
      '/kredyt-dla-nauczyciela',
      '/kredyt-dla-policjanta',
      '/kredyt-dla-zolnierza',
      '/kredyt-dla-sluzb-mundurowych',
    ],
  },
];
