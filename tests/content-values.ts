/**
 * Every value reachable from the exports of the content modules (src/content/), with where it
 * sits ("/src/content/pages/home.ts#homePage.hero.title"): for tests that read all of the copy.
 */
const contentModules = import.meta.glob<Record<string, unknown>>('/src/content/**/*.ts', {
  eager: true,
});

export interface ContentValue<T = unknown> {
  where: string;
  value: T;
}

export function contentValues(): ContentValue[] {
  const found: ContentValue[] = [];
  const seen = new Set<unknown>();
  const visit = (value: unknown, where: string) => {
    found.push({ where, value });
    if (value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    for (const [key, child] of Object.entries(value)) visit(child, `${where}.${key}`);
  };
  for (const [file, exports] of Object.entries(contentModules)) {
    for (const [name, value] of Object.entries(exports)) visit(value, `${file}#${name}`);
  }
  return found;
}

/** The strings among them. */
export function contentStrings(): ContentValue<string>[] {
  return contentValues().filter(
    (item): item is ContentValue<string> => typeof item.value === 'string',
  );
}
