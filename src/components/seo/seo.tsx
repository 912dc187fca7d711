import { Helmet } from 'react-helmet-async';
import { absoluteUrl } from '@/config/env';
import { company } from '@/content/company';
import type { PageMeta } from '@/content/types';

export const DEFAULT_SOCIAL_IMAGE = '/og-image.png';

interface SeoProps extends PageMeta {
  /** The page's own path; the canonical and og:url are built from it. Omit on pages with no canonical. */
  path?: string;
  type?: 'website' | 'article';
  image?: string;
}

/**
 * The document head of one page: title, description, canonical, robots, Open Graph and Twitter
 * tags. Every page renders exactly one.
 */
export function Seo({ title, description, path, noindex, type = 'website', image }: SeoProps) {
  const url = path === undefined ? undefined : absoluteUrl(path);
  const imageUrl = absoluteUrl(image ?? DEFAULT_SOCIAL_IMAGE);
  return (
    <Helmet>
      <title>{title}</title>
      <meta name="description" content={description} />
      {url ? <link rel="canonical" href={url} /> : null}
      {noindex ? <meta name="robots" content="noindex, follow" /> : null}
      <meta property="og:type" content={type} />
      <meta property="og:locale" content="pl_PL" />
      <meta property="og:site_name" content={company.brandName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {url ? <meta property="og:url" content={url} /> : null}
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
    </Helmet>
  );
}
