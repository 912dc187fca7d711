import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import { Seo } from '@/components/seo/seo';
import { loanSchema } from '@/components/seo/structured-data';
import { paths } from '@/config/paths';
import type { PageContent } from '@/content/types';
import { Hero } from '@/sections/hero';

interface ContentPageProps {
  content: PageContent;
  path: string;
  /** Shown in the opening section under its text (e.g. a form). */
  children?: ReactNode;
}

/** The short name of a page in the breadcrumb trail: its eyebrow, else its title. */
function crumbName({ intro, meta }: PageContent): string {
  return intro.eyebrow ?? meta.title.split(' | ')[0] ?? intro.title;
}

/**
 * The top of every content page: metadata, the breadcrumb trail (inner pages), the opening section
 * and, on offer pages, the product's structured data.
 */
export function ContentPage({ content, path, children }: ContentPageProps) {
  const { meta, intro, product } = content;
  return (
    <>
      <Seo {...meta} path={path} />
      {path === paths.home ? null : <Breadcrumbs trail={[{ name: crumbName(content), path }]} />}
      <Hero
        title={intro.title}
        subtitle={intro.eyebrow}
        description={intro.lead}
        ctaText={intro.ctaText}
        ctaLink={intro.ctaLink}
        rateNote={intro.rateNote}
      >
        {children}
      </Hero>
      {product ? <JsonLd data={loanSchema(product, path)} /> : null}
    </>
  );
}
