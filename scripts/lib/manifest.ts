/** Reading Vite's build manifest to preload each page's own chunks. */

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/**
 * `<link rel="modulepreload">` and stylesheet tags for the page modules behind `routeIds` (route id =
 * file name under src/pages/) and the chunks they import, minus what the entry already loads.
 */
export function preloadTagsFor(routeIds: string[], manifest: Manifest): string {
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const alreadyLoaded = new Set<string>();
  for (const key of entryKeys) collect(key, manifest, alreadyLoaded);

  const needed = new Set<string>();
  // Page routes are the ones whose id names a module: "<name>-page" → src/pages/<name>-page.tsx.
  for (const id of routeIds.filter((routeId) => routeId.endsWith('-page'))) {
    const key = `src/pages/${id}.tsx`;
    if (!manifest[key]) throw new Error(`Route "${id}" has no page module ${key} in the build.`);
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
