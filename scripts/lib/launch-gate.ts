/**
 * What kind of site a build makes (design.md §4a, docs/deployment.md). `npm run build -- --launch`
 * is the deploy build: it makes nothing deployable while the launch checklist is not empty. A plain
 * `npm run build` is a preview (local runs, tests, staging): it is complete, but every page and
 * every response says `noindex`, so a preview that reaches the web is kept out of search results.
 */
import { rm } from 'node:fs/promises';

/** `launch`: the site may go live; `preview`: build, marked noindex; `blocked`: build nothing. */
export type BuildKind = 'launch' | 'preview' | 'blocked';

/**
 * Decides the kind of build before anything is written to `outDir`. A launch build with the
 * checklist not empty is blocked, and `outDir` is removed: an earlier build left there must not be
 * deployed by mistake in its place.
 */
export async function gateLaunch({
  launch,
  ready,
  outDir,
}: {
  /** The `--launch` flag. */
  launch: boolean;
  /** Whether the launch checklist is empty (scripts/lib/launch-report.ts). */
  ready: boolean;
  outDir: string;
}): Promise<BuildKind> {
  if (!launch) return 'preview';
  if (ready) return 'launch';
  await rm(outDir, { recursive: true, force: true });
  return 'blocked';
}

/** The robots directive of a preview: no page of it in any index, no link of it followed. */
export const PREVIEW_ROBOTS = 'noindex, nofollow';

/**
 * A preview page's head tags with the robots meta. A page that names its own robots meta is
 * already noindex (thank-you, 404, offline pages): one robots meta per page.
 */
export function previewHead(headTags: string): string {
  return headTags.includes('<meta name="robots"')
    ? headTags
    : `${headTags}<meta name="robots" content="${PREVIEW_ROBOTS}"/>`;
}

/**
 * The response headers of a preview: the site's own, plus `X-Robots-Tag` on every path, which
 * also covers what has no <head> (sitemap, images, the redirect page's host-level 301).
 * robots.txt stays open: a crawler that may not fetch a page never sees its noindex.
 */
export function previewHeaders(
  rules: readonly (readonly [string, readonly [string, string][]])[],
): [string, [string, string][]][] {
  const robots: [string, string] = ['X-Robots-Tag', PREVIEW_ROBOTS];
  const marked = rules.map(([pattern, headers]): [string, [string, string][]] => [
    pattern,
    pattern === '/*' ? [...headers, robots] : [...headers],
  ]);
  return rules.some(([pattern]) => pattern === '/*') ? marked : [['/*', [robots]], ...marked];
}
