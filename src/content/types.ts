/** Shapes of the site's copy. Content modules are plain data checked against these types. */
import type { RateNote } from './section-types';

export interface PageMeta {
  /** The document title, shown in the browser tab and in search results. */
  title: string;
  /** Meta description, 120–160 characters. */
  description: string;
  /** Kept out of search indexes (thank-you page, 404). */
  noindex?: boolean;
}

export interface PageIntro {
  /** Small label above the heading. */
  eyebrow?: string;
  /** The page's only H1. */
  title: string;
  /** One or two sentences under the heading. */
  lead: string;
  /** Text of the main call-to-action button; omitted where the page has no button. */
  ctaText?: string;
  /** Where the button leads; defaults to the application wizard. */
  ctaLink?: string;
  /** On pages that state a rate: the RRSO line linking to the page's representative example. */
  rateNote?: RateNote;
}

/** A credit product described on an offer page (schema.org LoanOrCredit). */
export interface LoanProduct {
  name: string;
  description: string;
  /** Lowest annual interest rate, in per cent. */
  rateFrom: number;
  /** Highest amount, in zł. */
  maxAmount: number;
  /** Longest repayment period, in months. */
  maxMonths?: number;
}

export interface PageContent {
  meta: PageMeta;
  intro: PageIntro;
  /** Set on offer pages: adds LoanOrCredit structured data matching the visible figures. */
  product?: LoanProduct;
}

export interface NavItem {
  name: string;
  path: string;
}

export interface NavGroup {
  name: string;
  items: NavItem[];
  /** Optional overview page of the group: adds an "all of" entry in the mobile menu. */
  main?: NavItem;
}

export type ArticleCategory = 'Kredyty' | 'Finanse osobiste' | 'Edukacja' | 'Zawody medyczne';

export interface ArticleSummary {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  /** ISO date, e.g. 2025-06-04. */
  date: string;
  readTime: string;
  category: ArticleCategory;
  author: string;
  authorRole: string;
  tags: string[];
  meta: PageMeta;
}

export interface ArticleImage {
  /** Absolute site path, e.g. /images/articles/{slug}.svg. */
  src: string;
  /** Polish description of the picture. */
  alt: string;
  width: number;
  height: number;
}

/** A full article: its summary plus the body (trusted static HTML written in this repository). */
export interface Article extends ArticleSummary {
  content: string;
  image: ArticleImage;
}
