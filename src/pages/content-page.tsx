import type { ReactNode } from 'react';
import { Seo } from '@/components/seo/seo';
import type { PageContent } from '@/content/types';
import { Hero } from '@/sections/hero';

interface ContentPageProps {
  content: PageContent;
  path: string;
  /** Shown in the opening section under its text (e.g. a form). */
  children?: ReactNode;
}

/** A page made of its metadata and its opening section. */
export function ContentPage({ content, path, children }: ContentPageProps) {
  const { meta, intro } = content;
  return (
    <>
      <Seo {...meta} path={path} />
      <Hero
        title={intro.title}
        subtitle={intro.eyebrow}
        description={intro.lead}
        ctaText={intro.ctaText}
        ctaLink={intro.ctaLink}
      >
        {children}
      </Hero>
    </>
  );
}
