import type { ReactNode } from 'react';
import { Term } from './term';

export interface TermTextProps {
  text: string;
  /** Terms named in the text: the first occurrence of each is explained (./term.tsx). */
  terms?: readonly { text: string; explanation: string }[];
}

/** The word before a term and the no-break space that joins it to the term. */
const HELD_WORD = /\S+\u00a0$/;

/** A line of copy with the statutory terms in it explained where they stand. */
export function TermText({ text, terms = [] }: TermTextProps) {
  const found = terms
    .map((term) => ({ ...term, at: text.indexOf(term.text) }))
    .filter((term) => term.at >= 0)
    .sort((a, b) => a.at - b.at);
  if (found.length === 0) return text;
  const parts: ReactNode[] = [];
  let from = 0;
  for (const term of found) {
    if (term.at < from) continue;
    const before = text.slice(from, term.at);
    // A word held to the term by a no-break space ("i prowizja", typeset) stays with it: the
    // term's box would otherwise be a place the line may break.
    const held = HELD_WORD.exec(before)?.[0] ?? '';
    parts.push(before.slice(0, before.length - held.length));
    const explained = (
      <Term key={term.at} explanation={term.explanation}>
        {term.text}
      </Term>
    );
    parts.push(
      held ? (
        <span key={term.at} className="whitespace-nowrap">
          {held}
          {explained}
        </span>
      ) : (
        explained
      ),
    );
    from = term.at + term.text.length;
  }
  parts.push(text.slice(from));
  return <>{parts}</>;
}
