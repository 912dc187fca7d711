/**
 * Company facts shown in the footer, on the contact page and in structured data.
 *
 * Values marked with `ownerToProvide` are not given by the specification: the site shows them as
 * "do uzupełnienia" until the owner fills them in (README, "Company data to fill in").
 */

export const PENDING = 'do uzupełnienia';

/** Marks a value the owner still has to provide; returns the visible placeholder. */
function ownerToProvide(field: string): string {
  pendingFields.push(field);
  return PENDING;
}

export const pendingFields: string[] = [];

export const company = {
  brandName: 'Spokojna Rata',
  tagline: 'Pośrednik kredytowy',
  legalName: 'Spokojna Rata sp. z o.o.',
  krs: ownerToProvide('KRS'),
  nip: ownerToProvide('NIP'),
  regon: ownerToProvide('REGON'),
  /** Entry number in the register of credit intermediaries kept by the financial supervisor (KNF). */
  knfRegisterNumber: ownerToProvide('numer wpisu do rejestru KNF'),
  address: {
    street: ownerToProvide('ulica i numer biura w Warszawie'),
    postalCode: '00-001',
    city: 'Warszawa',
    country: 'PL',
  },
  phones: [
    { label: 'Biuro', display: '+48 22 100 20 30', tel: '+48221002030' },
    { label: 'Doradca', display: '+48 600 100 200', tel: '+48600100200' },
  ],
  email: 'kontakt@spokojnarata.pl',
  mapsUrl: 'https://www.google.com/maps/search/?api=1&query=Spokojna+Rata+Warszawa',
  /** Loaded into an iframe only after the visitor asks for the map. */
  mapsEmbedUrl: 'https://www.google.com/maps?q=Spokojna+Rata+Warszawa&output=embed',
  social: [
    { name: 'Facebook', url: 'https://www.facebook.com/spokojnarata' },
    { name: 'LinkedIn', url: 'https://www.linkedin.com/company/spokojnarata' },
    { name: 'Instagram', url: 'https://www.instagram.com/spokojnarata' },
  ],
  /** The firm's expert, quoted on the home page and presented on the team page. */
  chiefAnalyst: {
    name: 'Tomasz Wysocki',
    role: 'Główny analityk kredytowy',
  },
  /** The external site about payday-loan consolidation linked from the home page's solution tabs. */
  paydayConsolidationSiteUrl: 'https://www.konsolidacjachwilowek.pl',
  disclaimer:
    'Spokojna Rata nie jest bankiem ani instytucją pożyczkową. Działamy jako pośrednik kredytowy: analizujemy sytuację klienta i pomagamy wybrać ofertę banków i instytucji finansowych, z którymi współpracujemy. Decyzję kredytową zawsze podejmuje kredytodawca.',
} as const;

/** Placeholder phone numbers and social profiles above are also for the owner to confirm. */
pendingFields.push(
  'numery telefonów',
  'profile w mediach społecznościowych',
  'adres e-mail i domena',
  'imię i nazwisko oraz zdjęcie głównego analityka',
  'adres zewnętrznej strony o konsolidacji chwilówek',
);
