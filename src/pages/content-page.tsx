import { Seo } from '@/components/seo/seo';
import type { PageContent } from '@/content/types';
import { Hero } from '@/sections/hero';

/** A page made of its metadata and its opening section. */
export function ContentPage({ content, path }: { content: PageContent; path: string }) {
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
      />
    </>
  );
}
