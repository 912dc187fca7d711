/**
 * Shapes of the data each page section shows. They live with the sections that render them (the
 * consumer owns its props): content modules import them type-only to build these objects (copy and
 * figures), and the sections render them without knowing which page or content module they serve.
 * One file rather than one per section because most shapes share SectionHeading, InternalLink and
 * IconName, and a content module typically types several sections at once.
 */

/** A link inside the site: `path` is always a value of src/config/paths.ts (or an article path). */
export interface InternalLink {
  text: string;
  path: string;
}

/** Names of the local line icons (src/sections/icon.tsx). Decorative: never the only carrier of meaning. */
export type IconName =
  | 'analysis'
  | 'badge'
  | 'bank'
  | 'calendar'
  | 'chart'
  | 'check'
  | 'clock'
  | 'coins'
  | 'document'
  | 'education'
  | 'eye'
  | 'handshake'
  | 'heart'
  | 'medical'
  | 'percent'
  | 'phone'
  | 'shield'
  | 'star'
  | 'users';

/** A heading block shared by most sections. */
export interface SectionHeading {
  /** Small label above the heading. */
  eyebrow?: string;
  /** The section's H2. */
  title: string;
  /** One or two sentences under the heading. */
  lead?: string;
  /** `muted` draws the section on a pale background to separate it from its neighbours. */
  tone?: 'plain' | 'muted';
}

export interface Stat {
  /** Short figure as shown (a year, an amount, a time), formatted by the content module. */
  value: string;
  label: string;
}

/** Spec §2 stats section. */
export interface StatsContent extends SectionHeading {
  stats: Stat[];
  /** Extra information under the figures. */
  info?: string;
  /** Adds a button; its link defaults to the application wizard. */
  ctaText?: string;
  ctaLink?: string;
  /** `primary`: white on the brand colour; `light`: brand on a pale background. Default primary. */
  variant?: 'primary' | 'light';
}

/** A term named in a text, with what it means (shown on the term: src/components/ui/term.tsx). */
export interface ExplainedTerm {
  /** The words as the text has them; their first occurrence is explained. */
  text: string;
  explanation: string;
}

export interface LoanTerm {
  label: string;
  value: string;
  /** What the label means, where it names a statutory term. */
  explanation?: string;
  /** Statutory terms named in the value. */
  valueTerms?: ExplainedTerm[];
}

/** Spec §2 loan-terms panel: compact card, detailed panel titled with the product, or a strip. */
export interface LoanTermsContent {
  variant?: 'compact' | 'detailed' | 'strip';
  /** The panel's name: its heading in the detailed variant, the region's name otherwise. */
  title: string;
  terms: LoanTerm[];
  /** Small print under the terms. */
  note?: string;
}

/** Spec §9 representative example, as rows of label and formatted value. */
export interface RepresentativeExampleContent {
  /** Anchor of the section, the target of the RRSO note beside the page's headline rate. */
  id: string;
  title: string;
  intro: string;
  rows: LoanTerm[];
  disclaimer: string;
}

/** One line beside a headline rate: the RRSO and a link to the page's representative example. */
export interface RateNote {
  text: string;
  /** The example's anchor, "#…". */
  href: string;
  /**
   * The consumer credit warning (CCD2 art. 8), shown with the note: a page that advertises a rate
   * carries its RRSO note, so it carries the warning beside the rate with it.
   */
  warning: string;
}

export interface Feature {
  title: string;
  text: string;
  icon?: IconName;
  link?: InternalLink;
}

/** Cards: benefits, advantages, situations, guarantees, "what sets us apart". */
export interface FeaturesContent extends SectionHeading {
  items: Feature[];
  /** Cards per row on wide screens (2, 3 or 4). Default 3. */
  columns?: 2 | 3 | 4;
}

/** A check-marked list: reasons, requirements, documents, professions. */
export interface ChecklistContent extends SectionHeading {
  items: string[];
  /** A sentence after the list. */
  note?: string;
  link?: InternalLink;
}

/** Several titled lists side by side, e.g. documents for soldiers and for civilian staff. */
export interface ListGroupsContent extends SectionHeading {
  groups: { title: string; items: string[] }[];
  note?: string;
}

export interface Step {
  title: string;
  text: string;
  /** How long the step takes, e.g. "3 min". */
  time?: string;
}

/** The words the steps section adds around the page's steps (read before each step's title). */
export interface StepsLabels {
  /** e.g. "Krok": read as "Krok 1: …". */
  step: string;
}

export interface StepsContent extends SectionHeading {
  steps: Step[];
  labels: StepsLabels;
  /** A sentence after the steps, e.g. the average time to payout. */
  note?: string;
  ctaText?: string;
  ctaLink?: string;
}

export interface FaqItem {
  question: string;
  /** Plain-text answer; separate paragraphs with a blank line. */
  answer: string;
}

export interface FaqContent extends SectionHeading {
  items: FaqItem[];
  /** A link under the questions, e.g. to the contact page. */
  link?: InternalLink & { before?: string };
}

/** Spec §2 testimonial card. */
/**
 * A client's own words, published by the owner with the client's consent (spec §3 fields). Only
 * real entries with a source and a date exist: the site never invents one.
 */
export interface Testimonial {
  quote: string;
  /** As the client agreed to be named, e.g. "Anna K.". */
  author: string;
  location?: string;
  /** Profession or position, e.g. "pielęgniarka". */
  position?: string;
  /** What the client came with. */
  situation?: string;
  /** What was arranged. */
  result?: string;
  /** Stars given by the client in the source, if the source has them. */
  rating?: number;
  /** The owner holds the client's confirmation (e.g. a signed consent or a verified review). */
  verified: boolean;
  /** Where the words come from, e.g. "Opinia w Google". */
  source: string;
  /** ISO date of the opinion. */
  date: string;
  /** Local image path, only with the client's consent; initials are shown when absent. */
  avatar?: string;
}

/** The words around the testimonials: the carousel's buttons and each card's field names. */
export interface TestimonialsLabels {
  /** Names the scrollable list, e.g. "<title>: lista opinii, przewijana w poziomie". */
  region: (title: string) => string;
  previous: string;
  next: string;
  situation: string;
  result: string;
  verified: string;
  /** The client's rating, e.g. "Ocena 5 na 5". */
  rating: (rating: string, scale: number) => string;
}

export interface TestimonialsContent extends SectionHeading {
  items: Testimonial[];
  labels: TestimonialsLabels;
}

/** A typical situation of the page's audience: illustrative, not a person, no name or rating. */
export interface ClientSituation {
  /** Who, described generally, e.g. "Pielęgniarka pracująca w dwóch placówkach". */
  title: string;
  /** What such a person usually comes with. */
  situation: string;
  /** How an adviser approaches it, without promising an outcome. */
  help: string;
}

/** "Przykładowe sytuacje, w których pomagamy": shown instead of invented testimonials. */
export interface ClientSituationsContent extends SectionHeading {
  items: ClientSituation[];
  /** States that the descriptions are illustrative and not about real, named people. */
  note: string;
}

export interface Review {
  author: string;
  /** ISO date. */
  date: string;
  rating: number;
  text: string;
}

/**
 * Spec §2 reviews block: the summary and the reviews the owner copied from the firm's public review
 * profile (with the link to it), of which the last `shown` appear.
 */
export interface ReviewsContent extends SectionHeading {
  average: number;
  total: number;
  scale: number;
  /** e.g. "10 opinii w Google". */
  sourceLabel: string;
  /** The public profile where every review can be checked. */
  profileUrl: string;
  reviews: Review[];
  shown: number;
  labels: ReviewsLabels;
}

/** The words around the reviews: the ratings read by screen readers and the profile link. */
export interface ReviewsLabels {
  /** The average, e.g. "Średnia ocena 4,9 na 5, liczba opinii: 10". */
  average: (average: string, scale: number, total: number) => string;
  /** One review's rating, e.g. "Ocena 5 na 5". */
  rating: (rating: string, scale: number) => string;
  profileLink: string;
  opensInNewTab: string;
}

export interface ComparisonRow {
  label: string;
  ours: string;
  theirs: string;
}

export interface ComparisonContent extends SectionHeading {
  /** Column headings: our way and the alternative. */
  oursTitle: string;
  theirsTitle: string;
  rows: ComparisonRow[];
  labels: ComparisonLabels;
}

export interface ComparisonLabels {
  /** Names the scrollable table region, e.g. "Tabela porównawcza: <title>". */
  table: (title: string) => string;
  /** The (visually hidden) heading of the row-name column. */
  criterion: string;
}

/** A band that sends the visitor to the next step. */
export interface CallToActionContent {
  title: string;
  text: string;
  /** The buttons; a section that holds a form in their place has none. */
  primary?: InternalLink;
  secondary?: InternalLink;
  /** Short reassurances shown as a list. */
  benefits?: string[];
}

/** Running text: explanations, summaries, "what it means". */
export interface ProseContent extends SectionHeading {
  paragraphs: string[];
  /** A highlighted box beside or under the text. */
  aside?: { title: string; text: string };
}

/** A pull-quote of a named person. */
export interface QuoteContent {
  quote: string;
  author: string;
  role: string;
  link?: InternalLink;
}

export interface InstalmentRow {
  amount: number;
  months: number;
  /** Monthly instalment in zł at the table's rate, computed (src/lib/finance.ts). */
  instalment: number;
}

/** Example instalments at a stated rate. */
export interface InstalmentTableContent extends SectionHeading {
  /** The nominal annual rate of every row, in per cent. */
  annualRatePercent: number;
  /** e.g. "Przykładowe raty przy oprocentowaniu …", with the rate formatted. */
  caption: string;
  rows: InstalmentRow[];
  note: string;
  labels: InstalmentTableLabels;
}

export interface InstalmentTableLabels {
  amount: string;
  period: string;
  instalment: string;
  /** Abbreviation after the number of months, e.g. "mies.". */
  months: string;
}

export interface TabItem {
  title: string;
  text: string;
  link: InternalLink;
}

export interface Tab {
  /** Stable id used for the tab's element ids. */
  id: string;
  title: string;
  /** The tab title may also link to an external site (opened in a new tab). */
  externalLink?: { text: string; href: string };
  intro: string;
  items: TabItem[];
}

export interface TabsContent extends SectionHeading {
  tabs: Tab[];
  /** Read after an external link, e.g. "(otwiera się w nowej karcie)". */
  opensInNewTab: string;
}

export interface Offer {
  title: string;
  text: string;
  link: InternalLink;
  highlights: string[];
  icon?: IconName;
}

export interface OfferGridContent extends SectionHeading {
  offers: Offer[];
}

/** A map that loads only when the visitor asks for it. */
export interface MapContent extends SectionHeading {
  /** Address lines shown on the preview. */
  address: string[];
  /** Opens the map in a new tab. */
  mapsUrl: string;
  /** The embeddable map URL, loaded into an iframe after the click. */
  embedUrl: string;
  buttonText: string;
  linkText: string;
  iframeTitle: string;
  /** Explains that loading the map contacts a third party. */
  privacyNote: string;
  /** Read after the link, e.g. "(otwiera się w nowej karcie)". */
  opensInNewTab: string;
}

/** A person presented on the team page. */
export interface ExpertContent {
  name: string;
  role: string;
  bio: string[];
  specialtiesTitle: string;
  specialties: string[];
  quote: string;
  stats: Stat[];
  image: { src: string; alt: string; width: number; height: number };
}

/** A picture with its Polish description (the article's lead image). */
export interface ArticleImage {
  /** Absolute site path, e.g. /images/articles/{slug}.svg. */
  src: string;
  /** Polish description of the picture. */
  alt: string;
  width: number;
  height: number;
}

/*
 * Legal documents (privacy policy, terms, cookie policy): plain data rendered by
 * legal-document.tsx. Internal links are parts of a paragraph, never raw HTML.
 */

/** A link to a path of the site, rendered as a router link. */
export interface TextLink {
  text: string;
  to: string;
}

/** A piece of running text: plain text or an internal link. */
export type TextPart = string | TextLink;

/** A paragraph or list item: a plain string, or text parts with links in between. */
export type RichText = string | readonly TextPart[];

/** A data table, e.g. the list of cookies: a caption, column headers and rows of cells. */
export interface LegalTable {
  caption: string;
  columns: readonly string[];
  /** Each row has one cell per column; the first cell names the row. */
  rows: readonly (readonly string[])[];
}

export interface LegalSection {
  /** Anchor of the section, used by the table of contents. */
  id: string;
  /** Heading without its number; the renderer numbers the sections. */
  heading: string;
  paragraphs: readonly RichText[];
  list?: readonly RichText[];
  table?: LegalTable;
  /** Paragraphs after the list or table. */
  closing?: readonly RichText[];
}

export interface LegalDocument {
  /** Date of the last change, dd.mm.yyyy. */
  lastUpdated: string;
  /** e.g. "Ostatnia aktualizacja:". */
  lastUpdatedLabel: string;
  /** Label of the table of contents. */
  tocTitle: string;
  sections: readonly LegalSection[];
}
