/**
 * Shapes of the site's copy. Content modules are plain data checked against these types.
 *
 * The site-wide components that read content (components/layout, components/seo) import the
 * shapes they render from here; sections and ui primitives, which import no content, own theirs
 * (each section's props beside it in src/sections, the primitives' props) and content imports
 * those, type-only.
 */
import type { ArticleImage } from '@/sections/article-body';
import type { RateNote } from '@/sections/hero';

/** A page's head tags as the content gives them. */
export interface PageMeta {
  /** The document title, shown in the browser tab and in search results. */
  title: string;
  /** Meta description, 120–160 characters. */
  description: string;
  /** Kept out of search indexes (thank-you page, 404). */
  noindex?: boolean;
  /** With `noindex`: its links are not followed either (the advisers' page). */
  nofollow?: boolean;
}

/**
 * A credit product described on an offer page (schema.org LoanOrCredit). Its rate is always
 * published with the RRSO of the representative example it comes from (design.md §4a): content
 * builds both from that example (src/content/rates.ts, `productRates`).
 */
export interface LoanProduct {
  name: string;
  /** What the product is, without rates. */
  description: string;
  /** Lowest annual interest rate, in per cent: the nominal rate of the product's example. */
  rateFrom: number;
  /** RRSO of the product's representative example, in per cent. */
  rrsoPercent: number;
  /** Highest amount, in zł. */
  maxAmount: number;
  /** Longest repayment period, in months. */
  maxMonths?: number;
}

/** Links of the site's navigation, as the header, the mobile menu and the footer render them. */
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

/** A text with a link in it (a consent and its privacy-policy link): the link goes between. */
export interface LinkedText {
  before: string;
  linkText: string;
  href: string;
  after: string;
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

/**
 * Who signs the guides: a person or a team, with their role. The records live in
 * src/content/authors.ts (the owner's data).
 */
export interface ArticleAuthor {
  name: string;
  /** Shown under the name, e.g. "Doradcy kredytowi". */
  role: string;
  /** schema.org type of the author: a named person, or a team signed as the firm's editors. */
  kind: 'Person' | 'Organization';
}

/** What an article's summary module writes (./articles/<slug>.summary.ts). */
export interface ArticleSummary {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  /** ISO date of the first publication, e.g. 2025-06-04; it never changes. */
  date: string;
  /** ISO date of the last review or revision (the first publication's date if none since). */
  dateModified: string;
  /**
   * ISO date of the legal position the guide describes ("Stan prawny na …"): the acts as in force
   * that day (src/content/law.ts, legalStateDate, for the guides reviewed together).
   */
  legalStateOn: string;
  category: ArticleCategory;
  /**
   * An author record of src/content/authors.ts; without it, the site's article author
   * (`articleAuthor`). The name and role shown are always the record's.
   */
  author?: ArticleAuthor;
  /**
   * Not read: the role shown is the author record's. Accepted so that a module written before the
   * authors became owner data still compiles; the registries drop it.
   */
  authorRole?: string;
  /**
   * Not read: the read time is computed from the body (./articles/read-time.ts). Accepted so that
   * a module written before that still compiles; the registries drop it.
   */
  readTime?: string;
  tags: string[];
  meta: PageMeta;
}

/** What an article's module writes: its summary plus the body, image and sources. */
export interface Article extends ArticleSummary {
  /** Trusted static HTML written in this repository. */
  content: string;
  /** The "Źródła" list under the body: the acts and institutions' pages the guide rests on. */
  sources: ArticleSource[];
  image: ArticleImage;
}

/** An article's summary as the registry lists it (./articles/summaries.ts): without its body. */
export type ListedArticle = Omit<ArticleSummary, 'author' | 'authorRole' | 'readTime'>;

/** An article as the registry publishes it (./articles/index.ts): author resolved, read time computed. */
export interface PublishedArticle extends Omit<Article, 'author' | 'authorRole' | 'readTime'> {
  author: ArticleAuthor;
  /** "N min czytania", from the words of the body. */
  readTime: string;
}
