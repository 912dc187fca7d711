/** A picture with its Polish description (the article's lead image). */
export interface ArticleImage {
  /** Absolute site path, e.g. /images/articles/{slug}.svg. */
  src: string;
  /** Polish description of the picture. */
  alt: string;
  width: number;
  height: number;
}

export interface ArticleBodyProps {
  image: ArticleImage;
  /** Trusted static HTML of an article module (written in this repository, never user input). */
  html: string;
}

/** Typography of the article HTML, applied through descendant selectors. */
const prose = [
  'text-base leading-7 text-ink sm:text-lg sm:leading-8',
  '[&>:first-child]:mt-0',
  '[&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:leading-tight [&_h2]:font-bold [&_h2]:text-balance [&_h2]:text-brand-950',
  '[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:leading-snug [&_h3]:font-semibold [&_h3]:text-brand-900',
  '[&_p]:my-5',
  '[&_ul]:my-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-5 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_li]:my-2 [&_li]:pl-1 [&_li::marker]:text-brand-600',
  '[&_strong]:font-semibold',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-900',
  // Tables (the representative example: label and value): a real two-column table on every
  // screen, whose text wraps so that both columns fit a phone and no value is cut or hidden. The
  // frame still scrolls, with a shadow at the edge, if a large text size makes the table too wide.
  '[&_.table-scroll]:my-8 [&_.table-scroll]:overflow-x-auto [&_.table-scroll]:rounded-card [&_.table-scroll]:border [&_.table-scroll]:border-slate-200 [&_.table-scroll]:bg-white [&_.table-scroll]:scroll-hint',
  '[&_table]:w-full [&_table]:border-collapse [&_table]:text-base',
  '[&_caption]:bg-brand-50 [&_caption]:px-3 [&_caption]:py-3 [&_caption]:text-left [&_caption]:font-semibold [&_caption]:text-brand-950 sm:[&_caption]:px-4',
  '[&_th]:px-3 [&_th]:py-2.5 [&_th]:text-left [&_th]:align-top [&_td]:px-3 [&_td]:py-2.5 [&_td]:align-top sm:[&_th]:px-4 sm:[&_td]:px-4 sm:[&_td]:text-right sm:[&_thead_th+th]:text-right',
  // anywhere, not break-word: only it lets a long word (oprocentowania) shrink a cell's minimum width.
  '[&_td]:[overflow-wrap:anywhere] [&_th]:[overflow-wrap:anywhere]',
  '[&_thead_th]:bg-brand-50 [&_thead_th]:text-sm [&_thead_th]:text-brand-900 [&_tbody_th]:font-normal [&_tbody_tr]:border-t [&_tbody_tr]:border-slate-200',
].join(' ');

/** The article's picture and its HTML body in a readable column. */
export function ArticleBody({ image, html }: ArticleBodyProps) {
  return (
    <div data-section="article-body" className="mx-auto max-w-prose">
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        decoding="async"
        className="h-auto w-full rounded-card bg-brand-50"
      />
      <div className={`mt-10 ${prose}`} dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}
