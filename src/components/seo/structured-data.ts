/**
 * schema.org objects of the site, built from the same content the pages show. Rendered with
 * <JsonLd>; the e2e suite parses every page's JSON-LD.
 */
import { absoluteUrl } from '@/config/env';
import { paths } from '@/config/paths';
import { company, PENDING } from '@/content/company';
import type { LoanProduct } from '@/content/types';

const known = (value: string): string | undefined => (value === PENDING ? undefined : value);

/** The firm as a financial service, on every page. */
export function organizationSchema(): Record<string, unknown> {
  const street = known(company.address.street);
  return {
    '@type': 'FinancialService',
    '@id': absoluteUrl('/#organization'),
    name: company.brandName,
    legalName: company.legalName,
    description: company.disclaimer,
    url: absoluteUrl(paths.home),
    logo: absoluteUrl('/apple-touch-icon.png'),
    image: absoluteUrl('/og-image.png'),
    telephone: company.phones[0]?.display,
    email: company.email,
    areaServed: { '@type': 'Country', name: 'Polska' },
    address: {
      '@type': 'PostalAddress',
      ...(street ? { streetAddress: street } : {}),
      postalCode: company.address.postalCode,
      addressLocality: company.address.city,
      addressCountry: company.address.country,
    },
    sameAs: company.social.map((profile) => profile.url),
    ...(known(company.nip) ? { taxID: company.nip } : {}),
  };
}

/** A credit product presented (not granted) by the firm: banks lend, the firm brokers. */
export function loanSchema(product: LoanProduct, path: string): Record<string, unknown> {
  return {
    '@type': 'LoanOrCredit',
    name: product.name,
    description: product.description,
    url: absoluteUrl(path),
    currency: 'PLN',
    amount: {
      '@type': 'MonetaryAmount',
      currency: 'PLN',
      maxValue: product.maxAmount,
    },
    interestRate: {
      '@type': 'QuantitativeValue',
      minValue: product.rateFrom,
      unitText: 'PERCENT',
    },
    ...(product.maxMonths
      ? {
          loanTerm: {
            '@type': 'QuantitativeValue',
            maxValue: product.maxMonths,
            unitCode: 'MON',
          },
        }
      : {}),
    broker: { '@id': absoluteUrl('/#organization') },
  };
}

export interface Crumb {
  name: string;
  path: string;
}

/** The trail from the home page to the current page. */
export function breadcrumbSchema(trail: Crumb[]): Record<string, unknown> {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}
