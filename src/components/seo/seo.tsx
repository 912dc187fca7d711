import { useCallback, useLayoutEffect, useRef } from 'react';
import { absoluteUrl } from '@/config/env';
import { brand } from '@/content/brand';
import type { PageMeta } from '@/content/types';

export const DEFAULT_SOCIAL_IMAGE = '/og-image.png';

interface SeoProps extends PageMeta {
  /** The page's own path; the canonical and og:url are built from it. Omit on pages with no canonical. */
  path?: string;
  type?: 'website' | 'article';
  image?: string;
}

/** What makes two head tags the same tag: `title`, `meta name=…`, `meta property=…`, `link rel=…`. */
function headKey(element: Element): string {
  const attribute = ['name', 'property', 'rel'].find((name) => element.hasAttribute(name));
  return attribute
    ? `${element.tagName}[${attribute}=${element.getAttribute(attribute)}]`
    : element.tagName;
}

/**
 * Removes copies of our tags that React does not manage: where the page is rendered afresh over
 * HTML prerendered for another path (404.html), React adds its own tags beside the served ones.
 */
function removeUnmanagedCopies(managed: Set<Element>) {
  const keys = new Set([...managed].map(headKey));
  for (const element of Array.from(document.head.querySelectorAll('title, meta, link'))) {
    if (!managed.has(element) && keys.has(headKey(element))) element.remove();
  }
}

/**
 * The document head of one page: title, description, canonical, robots, Open Graph and Twitter
 * tags. Every page renders exactly one; React 19 places the tags in <head>.
 */
export function Seo({
  title,
  description,
  path,
  noindex,
  nofollow,
  type = 'website',
  image,
}: SeoProps) {
  const url = path === undefined ? undefined : absoluteUrl(path);
  const imageUrl = absoluteUrl(image ?? DEFAULT_SOCIAL_IMAGE);
  const managed = useRef(new Set<Element>());
  const own = useCallback((element: Element | null) => {
    if (!element) return;
    managed.current.add(element);
    return () => {
      managed.current.delete(element);
    };
  }, []);
  useLayoutEffect(() => removeUnmanagedCopies(managed.current));
  return (
    <>
      <title ref={own}>{title}</title>
      <meta ref={own} name="description" content={description} />
      {url ? <link ref={own} rel="canonical" href={url} /> : null}
      {noindex ? (
        <meta
          ref={own}
          name="robots"
          content={nofollow ? 'noindex, nofollow' : 'noindex, follow'}
        />
      ) : null}
      <meta ref={own} property="og:type" content={type} />
      <meta ref={own} property="og:locale" content="pl_PL" />
      <meta ref={own} property="og:site_name" content={brand.name} />
      <meta ref={own} property="og:title" content={title} />
      <meta ref={own} property="og:description" content={description} />
      {url ? <meta ref={own} property="og:url" content={url} /> : null}
      <meta ref={own} property="og:image" content={imageUrl} />
      <meta ref={own} name="twitter:card" content="summary_large_image" />
      <meta ref={own} name="twitter:title" content={title} />
      <meta ref={own} name="twitter:description" content={description} />
      <meta ref={own} name="twitter:image" content={imageUrl} />
    </>
  );
}
