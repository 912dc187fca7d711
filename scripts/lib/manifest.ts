/** Reading Vite's build manifest to preload each page's own chunks. */

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/**
 * `<link rel="modulepreload">` and stylesheet tags for a page module (its file name under src/pages/)
 * and the chunks it imports, minus what the entry already loads.
 */
export function preloadTagsFor(pageModule: string | undefined, manifest: Manifest): string {
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const alreadyLoaded = new Set<string>();
  for (const key of entryKeys) collect(key, manifest, alreadyLoaded);

  const needed = new Set<string>();
  if (pageModule !== undefined) {
    const key = `src/pages/${pageModule}.tsx`;
    if (!manifest[key]) throw new Error(`Page module ${key} is not in the build.`);
    collect(key, manifest, needed);
  }

  const tags: string[] = [];
  for (const key of needed) {
    if (alreadyLoaded.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) continue;
    tags.push(`<link rel="modulepreload" fetchpriority="low" crossorigin href="/${chunk.file}">`);
    for (const css of chunk.css ?? [])
      tags.push(`<link rel="stylesheet" crossorigin href="/${css}">`);
  }
  return tags.join('');
}

function collect(key: string, manifest: Manifest, into: Set<string>) {
  if (into.has(key)) return;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) collect(imported, manifest, into);
}
