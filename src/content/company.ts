/**
 * Company facts and the credit broker's disclosure (ustawa o kredycie konsumenckim, art. 7 ust. 4–5:
 * who the broker is, the scope of its authority and the lenders it works with), shown in the footer,
 * on /o-nas, on the contact page and in structured data.
 *
 * The owner fills in `ownerData` below. Until a value is given the site shows the marked placeholder
 * "do uzupełnienia", structured data leaves the field out, and the build's launch checklist lists it
 * (`npm run build -- --launch` fails while anything is missing).
 */

import { typeset } from '@/lib/typography';
import { brand } from './brand';

export const PENDING = 'do uzupełnienia';

/** What only the owner can supply. `undefined` (or an empty list) = not supplied yet. */
interface OwnerCompanyData {
  /** Firma spółki as in KRS, e.g. "… sp. z o.o." */
  legalName?: string;
  /** Street and number of the Warsaw office. */
  street?: string;
  postalCode?: string;
  /** Sąd rejestrowy, e.g. "Sąd Rejonowy dla m.st. Warszawy w Warszawie, … Wydział Gospodarczy KRS". */
  registryCourt?: string;
  krs?: string;
  nip?: string;
  regon?: string;
  /** Kapitał zakładowy as it should be printed, e.g. "… zł (wpłacony w całości)". */
  shareCapital?: string;
  /** Entry number in the KNF register of credit intermediaries (rejestr pośredników kredytowych). */
  knfRegisterNumber?: string;
  /**
   * Zakres umocowania: one sentence saying for whom and on what basis the firm acts, e.g. "Działamy
   * jako pośrednik kredytowy na rzecz kilku kredytodawców, na podstawie zawartych z nimi umów
   * agencyjnych." (only what is true of the firm's agreements).
   */
  scopeOfAuthority?: string;
  /** The lenders the firm brokers for, by their registered names. */
  lenders: readonly string[];
  /** Name of the chief credit analyst presented on /zespol and quoted on the home page. */
  chiefAnalystName?: string;
  /** Processors named in the privacy notice: the host / CDN serving the pages, by name and seat. */
  hostingProvider?: string;
  /** The Supabase project's region (an EU region is recommended). */
  supabaseRegion?: string;
  /** The provider of the advisers' mailbox that receives the lead notifications. */
  mailboxProvider?: string;
}

const ownerData: OwnerCompanyData = {
  lenders: [],
};

/** What the site shows, what is still missing, in the order the owner should read it. */
export const pendingFields: string[] = [];

/** The owner's value, or the visible placeholder while it is missing (then listed as pending). */
function ownerToProvide(value: string | undefined, field: string): string {
  if (value !== undefined && value.trim() !== '') return value;
  pendingFields.push(field);
  return PENDING;
}

/** True when a shown value is the placeholder, not the owner's data. */
export function isPending(value: string): boolean {
  return value === PENDING;
}

export const company = {
  brandName: brand.name,
  tagline: brand.tagline,
  legalName: ownerToProvide(ownerData.legalName, 'pełna nazwa (firma) spółki, właściciela marki'),
  registryCourt: ownerToProvide(ownerData.registryCourt, 'sąd rejestrowy'),
  krs: ownerToProvide(ownerData.krs, 'KRS'),
  nip: ownerToProvide(ownerData.nip, 'NIP'),
  regon: ownerToProvide(ownerData.regon, 'REGON'),
  shareCapital: ownerToProvide(ownerData.shareCapital, 'kapitał zakładowy'),
  /** Entry number in the register of credit intermediaries kept by the financial supervisor (KNF). */
  knfRegisterNumber: ownerToProvide(ownerData.knfRegisterNumber, 'numer wpisu do rejestru KNF'),
  scopeOfAuthority: ownerToProvide(
    ownerData.scopeOfAuthority,
    'zakres umocowania pośrednika: na rzecz jednego czy kilku kredytodawców i na jakiej podstawie',
  ),
  lenders: ownerData.lenders,
  address: {
    street: ownerToProvide(ownerData.street, 'ulica i numer biura w Warszawie'),
    postalCode: ownerToProvide(ownerData.postalCode, 'kod pocztowy biura'),
    city: 'Warszawa',
    country: 'PL',
  },
  /** Where the firm brokers credit (structured data's areaServed). */
  areaServed: 'Polska',
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
    name: ownerToProvide(ownerData.chiefAnalystName, 'imię i nazwisko głównego analityka'),
    role: 'Główny analityk kredytowy',
  },
  /** Processors the privacy notice names beside Supabase and Resend. */
  processors: {
    hosting: ownerToProvide(
      ownerData.hostingProvider,
      'dostawca hostingu i CDN (nazwa i siedziba)',
    ),
    supabaseRegion: ownerToProvide(ownerData.supabaseRegion, 'region projektu Supabase'),
    mailbox: ownerToProvide(
      ownerData.mailboxProvider,
      'dostawca skrzynki e-mail, do której trafiają zgłoszenia',
    ),
  },
  /** The external site about payday-loan consolidation linked from the home page's solution tabs. */
  paydayConsolidationSiteUrl: 'https://www.konsolidacjachwilowek.pl',
  disclaimer:
    'Spokojna Rata nie jest bankiem ani instytucją pożyczkową. Działamy jako pośrednik kredytowy: analizujemy sytuację klienta i pomagamy wybrać ofertę banków i instytucji finansowych, z którymi współpracujemy. Decyzję kredytową zawsze podejmuje kredytodawca.',
} as const;

/**
 * Who the controller of personal data is, as forms and the privacy notice name it: the company,
 * or, while its name is still to be supplied, the brand's owner with the marked placeholder.
 */
export const dataController = isPending(company.legalName)
  ? `właściciel marki ${company.brandName} (pełna nazwa spółki: ${PENDING})`
  : company.legalName;

if (company.lenders.length === 0) {
  pendingFields.push('lista kredytodawców, na rzecz których działa pośrednik');
}

/**
 * Shown on the site as written here, but not confirmed by the owner: the structured data leaves
 * them out, and the launch checklist lists them.
 */
export const unconfirmed: Readonly<Record<'phones' | 'email' | 'social', boolean>> = {
  phones: true,
  email: true,
  social: true,
};

pendingFields.push(
  'numery telefonów (potwierdzić)',
  'profile w mediach społecznościowych (potwierdzić)',
  'adres e-mail i domena (potwierdzić)',
  'adres zewnętrznej strony o konsolidacji chwilówek (potwierdzić)',
);

export interface DisclosureRow {
  label: string;
  value: string;
  /** The value is the placeholder: shown marked, never published as data. */
  pending: boolean;
}

export interface BrokerDisclosure {
  title: string;
  rows: DisclosureRow[];
  lenders: { label: string; names: readonly string[]; pendingText: string };
  disclaimer: string;
}

/** The full broker disclosure, rendered by the footer and /o-nas from this one builder. */
export function brokerDisclosure(): BrokerDisclosure {
  const { address } = company;
  const addressPending = isPending(address.street) || isPending(address.postalCode);
  const row = (label: string, value: string): DisclosureRow => ({
    label,
    value,
    pending: isPending(value),
  });
  return typeset({
    title: 'Informacje o pośredniku kredytowym',
    rows: [
      row(`Właściciel marki ${company.brandName}`, company.legalName),
      {
        label: 'Adres siedziby',
        value: addressPending
          ? `${PENDING} (${address.city})`
          : `${address.street}, ${address.postalCode} ${address.city}`,
        pending: addressPending,
      },
      row('Sąd rejestrowy', company.registryCourt),
      row('KRS', company.krs),
      row('NIP', company.nip),
      row('REGON', company.regon),
      row('Kapitał zakładowy', company.shareCapital),
      row(
        'Numer wpisu do rejestru pośredników kredytowych prowadzonego przez Komisję Nadzoru Finansowego',
        company.knfRegisterNumber,
      ),
      row('Zakres umocowania', company.scopeOfAuthority),
    ],
    lenders: {
      label: 'Kredytodawcy, na rzecz których działamy',
      names: company.lenders,
      pendingText: PENDING,
    },
    disclaimer: company.disclaimer,
  });
}
