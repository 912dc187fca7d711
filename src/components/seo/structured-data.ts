/**
 * schema.org objects of the site, built from the same content the pages show. Rendered with
 * <JsonLd>; the e2e suite parses every page's JSON-LD.
 */
import { absoluteUrl } from '@/config/env';
import { paths } from '@/config/paths';
import { company, isPending, unconfirmed } from '@/content/company';
import type { LoanProduct } from '@/content/types';

/** A company value, or nothing while the owner has not supplied it: placeholders are not data. */
const known = (value: string): string | undefined => (isPending(value) ? undefined : value);

/** `{ [key]: value }` when the value is known, else `{}`. */
function field(key: string, value: string | undefined): Record<string, string> {
  return value === undefined ? {} : { [key]: value };
}

/**
 * The firm as a financial service, on every page. Only values the owner has supplied and confirmed
 * are published; pending ones (src/content/company.ts, launch checklist) are left out.
 */
export function organizationSchema(): Record<string, unknown> {
  const { address } = company;
  const phone = company.phones[0].display;
  return {
    '@type': 'FinancialService',
    '@id': absoluteUrl('/#organization'),
    name: company.brandName,
    ...field('legalName', known(company.legalName)),
    description: company.disclaimer,
    url: absoluteUrl(paths.home),
    logo: absoluteUrl('/apple-touch-icon.png'),
    image: absoluteUrl('/og-image.png'),
    ...field('telephone', unconfirmed.phones ? undefined : phone),
    ...field('email', unconfirmed.email ? undefined : company.email),
    areaServed: { '@type': 'Country', name: company.areaServed },
    address: {
      '@type': 'PostalAddress',
      ...field('streetAddress', known(address.street)),
      ...field('postalCode', known(address.postalCode)),
      addressLocality: address.city,
      addressCountry: address.country,
    },
    ...(unconfirmed.social ? {} : { sameAs: company.social.map((profile) => profile.url) }),
    ...field('taxID', known(company.nip)),
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
    annualPercentageRate: {
      '@type': 'QuantitativeValue',
      value: product.rrsoPercent,
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

/** A guide as schema.org describes it; the byline's author as a person or as the firm's team. */
export interface ArticleData {
  headline: string;
  description: string;
  /** ISO dates: published, and last revised (the publication date when never revised). */
  datePublished: string;
  dateModified?: string;
  author: { name: string; role: string; kind: 'Person' | 'Organization' };
  /** Site paths. */
  imagePath: string;
  path: string;
  section: string;
  keywords: readonly string[];
}

/**
 * schema.org Article of a guide (Google's Article fields: headline, image, author, dates,
 * publisher), published by the firm, in Polish.
 */
export function articleSchema(article: ArticleData): Record<string, unknown> {
  const { author } = article;
  return {
    '@type': 'Article',
    headline: article.headline,
    description: article.description,
    image: absoluteUrl(article.imagePath),
    datePublished: article.datePublished,
    dateModified: article.dateModified ?? article.datePublished,
    inLanguage: 'pl-PL',
    articleSection: article.section,
    keywords: article.keywords.join(', '),
    author:
      author.kind === 'Person'
        ? { '@type': 'Person', name: author.name, jobTitle: author.role }
        : { '@type': 'Organization', name: author.name, url: absoluteUrl(paths.home) },
    publisher: {
      '@type': 'Organization',
      '@id': absoluteUrl('/#organization'),
      name: company.brandName,
      url: absoluteUrl(paths.home),
      logo: { '@type': 'ImageObject', url: absoluteUrl('/apple-touch-icon.png') },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': absoluteUrl(article.path) },
  };
}
