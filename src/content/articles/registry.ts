import type { ArticleSummary, ListedArticle } from '@/content/types';

/** The registries' order: newest first by date, then by id (the later written first). */
export function newestFirst(a: { date: string; id: number }, b: { date: string; id: number }) {
  return b.date.localeCompare(a.date) || b.id - a.id;
}

/**
 * A module's article without what the registries give it themselves: the author (the record of
 * src/content/authors.ts unless the module names one), and the role and read time a module may
 * still write, which are never read (the role is the author record's, the read time is counted).
 */
export function withoutByline<T extends ArticleSummary>(
  article: T,
): Omit<T, 'author' | 'authorRole' | 'readTime'> & ListedArticle {
  const copy = { ...article };
  delete copy.author;
  delete copy.authorRole;
  delete copy.readTime;
  return copy;
}
