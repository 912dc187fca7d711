import type { ReactNode } from 'react';
import { Term } from './term';

export interface TermTextProps {
  text: string;
  /** Terms named in the text: the first occurrence of each is explained (./term.tsx). */
  terms?: readonly { text: string; explanation: string }[];
}

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
    parts.push(text.slice(from, term.at));
    parts.push(
      <Term key={term.at} explanation={term.explanation}>
        {term.text}
      </Term>,
    );
    from = term.at + term.text.length;
  }
  parts.push(text.slice(from));
  return <>{parts}</>;
}
