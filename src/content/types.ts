/** Shapes of the site's copy. Content modules are plain data checked against these types. */
import type { NavGroup, NavItem } from '@/components/layout/nav-types';
import type { PageMeta } from '@/components/seo/seo';
import type { LoanProduct } from '@/components/seo/structured-data';
import type { ArticleImage, RateNote } from '@/sections/types';

/* The shapes of components' props live with the components; content re-exports the ones its
   modules name most, so a content module imports its types from one place. */
export type { LoanProduct, NavGroup, NavItem, PageMeta };

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

export interface PageContent {
  meta: PageMeta;
  intro: PageIntro;
  /** Set on offer pages: adds LoanOrCredit structured data matching the visible figures. */
  product?: LoanProduct;
}

export type ArticleCategory = 'Kredyty' | 'Finanse osobiste' | 'Edukacja' | 'Zawody medyczne';

/** A source a guide rests on, named in plain text: an act and its articles, an institution's page. */
export interface ArticleSource {
  /** E.g. "Ustawa z dnia 12 maja 2011 r. o kredycie konsumenckim, art. 53–59". */
  title: string;
  /** The page where a reader finds it, when there is one (the act's text, the institution's page). */
  url?: string;
}

export interface ArticleSummary {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  /** ISO date, e.g. 2025-06-04. */
  date: string;
  /** ISO date of the last substantive revision, when there was one after `date`. */
  dateModified?: string;
  readTime: string;
  category: ArticleCategory;
  author: string;
  authorRole: string;
  tags: string[];
  meta: PageMeta;
}

/** A full article: its summary plus the body (trusted static HTML written in this repository). */
export interface Article extends ArticleSummary {
  content: string;
  /** The "Źródła" list under the body. */
  sources?: ArticleSource[];
  image: ArticleImage;
}
