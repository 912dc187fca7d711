import { useId } from 'react';
import { SectionShell, type SectionHeading } from './section-shell';

/** Running text: explanations, summaries, "what it means". */
export interface ProseContent extends SectionHeading {
  paragraphs: string[];
  /** A highlighted box beside or under the text. */
  aside?: { title: string; text: string };
}

/** Running text with an optional highlighted box. */
export function ProseSection({ paragraphs, aside, tone = 'plain', ...heading }: ProseContent) {
  const asideHeadingId = useId();
  return (
    <SectionShell section="prose-section" heading={heading} tone={tone}>
      <div className={`grid gap-8 ${aside ? 'lg:grid-cols-[3fr_2fr]' : ''}`}>
        <div className="max-w-prose space-y-4 text-lg leading-relaxed text-pretty text-ink">
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        {aside ? (
          <aside
            aria-labelledby={asideHeadingId}
            className="self-start rounded-card border-l-4 border-accent-400 bg-accent-100/60 p-6"
          >
            <h3 id={asideHeadingId} className="font-semibold text-brand-950">
              {aside.title}
            </h3>
            <p className="mt-2 text-pretty text-ink">{aside.text}</p>
          </aside>
        ) : null}
      </div>
    </SectionShell>
  );
}
