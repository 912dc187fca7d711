import * as Accordion from '@radix-ui/react-accordion';
import { useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useStateFromDom } from '@/hydration/state-from-dom';
import { JsonLd } from '@/components/seo/json-ld';
import { SectionShell, type SectionHeading } from './section-shell';
import type { InternalLink } from './internal-link';

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

/** An answer's paragraphs: the plain text split on blank lines. */
function answerParagraphs(answer: string): string[] {
  return answer
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** schema.org FAQPage of exactly the questions and answers the section shows. */
function faqPageData(items: FaqItem[]): Record<string, unknown> {
  return {
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: answerParagraphs(item.answer).join('\n\n') },
    })),
  };
}

/** The item whose answer the page shows: one opened before the app's code had arrived. */
function itemShownOpen(root: HTMLElement): string {
  return (
    root
      .querySelector('[aria-expanded="true"]')
      ?.closest('[data-value]')
      ?.getAttribute('data-value') ?? ''
  );
}

/**
 * Spec §2 FAQ accordion: one answer open at a time, collapsible, items `item-N`. Closed answers stay
 * in the HTML (hidden), so crawlers and the FAQPage data see every one, and a question tapped before
 * the app's code has arrived opens at once (hydration/before-start.ts).
 */
export function FaqSection({ items, link, tone = 'plain', ...heading }: FaqContent) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useStateFromDom('', rootRef, itemShownOpen);
  // Each question names its answer, open or closed (Radix names it only while open).
  const answerIds = useId();
  return (
    <SectionShell section="faq-section" heading={heading} tone={tone}>
      <Accordion.Root
        ref={rootRef}
        data-early="disclosure"
        data-single=""
        type="single"
        collapsible
        value={open}
        onValueChange={setOpen}
        className="max-w-3xl divide-y divide-slate-200 overflow-hidden rounded-card border border-slate-200 bg-white shadow-card"
      >
        {items.map((item, index) => {
          const value = `item-${index}`;
          const answerId = `${answerIds}${value}`;
          return (
            <Accordion.Item key={value} value={value} data-value={value}>
              <Accordion.Header className="text-base sm:text-lg">
                <Accordion.Trigger
                  aria-controls={answerId}
                  className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-brand-950 transition-colors hover:bg-brand-50 aria-expanded:text-brand-800 sm:px-6"
                >
                  <span>{item.question}</span>
                  <svg
                    aria-hidden="true"
                    focusable="false"
                    viewBox="0 0 24 24"
                    className="h-5 w-5 shrink-0 text-brand-700 transition-transform group-aria-expanded:rotate-180"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  >
                    <path d="M6 9l6 6 6-6" />
                  </svg>
                </Accordion.Trigger>
              </Accordion.Header>
              {/* Always mounted (crawlers read every answer); a closed one is `hidden`. */}
              <Accordion.Content
                id={answerId}
                forceMount
                hidden={open !== value}
                className="px-5 pb-5 text-base leading-relaxed text-ink-muted sm:px-6"
              >
                {answerParagraphs(item.answer).map((paragraph, i) => (
                  <p key={i} className={i > 0 ? 'mt-3' : undefined}>
                    {paragraph}
                  </p>
                ))}
              </Accordion.Content>
            </Accordion.Item>
          );
        })}
      </Accordion.Root>
      {link ? (
        <p className="mt-8 text-ink-muted">
          {link.before ? `${link.before} ` : null}
          <Link
            to={link.path}
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            {link.text}
          </Link>
        </p>
      ) : null}
      <JsonLd data={faqPageData(items)} />
    </SectionShell>
  );
}
