import { paths } from '@/config/paths';
import { company } from '@/content/company';
import type { ArticleCategory, PageContent } from '@/content/types';
import { typeset, typesetText } from '@/lib/typography';

export interface KnowledgePageContent extends PageContent {
  hub: {
    filterLabel: string;
    allLabel: string;
    categories: ArticleCategory[];
    featuredLabel: string;
    readMore: string;
    allHeading: string;
    /** Heading of a filtered list, e.g. "Kategoria: Kredyty". */
    categoryHeading: (category: string) => string;
    /** Announced to screen readers after a filter change. */
    shownCount: (count: number) => string;
    /** The same while the list shows its first articles only. */
    shownOf: (shown: number, total: number) => string;
    /** The button that shows the next articles of a long list. */
    showMore: string;
  };
}

function articlesWord(count: number): string {
  if (count === 1) return 'artykuł';
  const lastDigit = count % 10;
  const lastTwo = count % 100;
  return lastDigit >= 2 && lastDigit <= 4 && (lastTwo < 12 || lastTwo > 14)
    ? 'artykuły'
    : 'artykułów';
}

export const knowledgePage: KnowledgePageContent = typeset({
  meta: {
    title: `Wiedza – poradniki o kredytach | ${company.brandName}`,
    description:
      'Poradniki o konsolidacji kredytów, wychodzeniu z długów i kredytach dla wybranych zawodów. Praktyczna wiedza finansowa opisana prostym językiem.',
  },
  intro: {
    eyebrow: 'Baza wiedzy',
    title: 'Baza wiedzy o kredytach i finansach osobistych',
    lead: 'Tłumaczymy, jak działa konsolidacja, jak czytać ofertę kredytu i jak krok po kroku wyjść z długów. Artykuły piszą nasi doradcy kredytowi na podstawie codziennej pracy z klientami.',
    ctaText: 'Przeglądaj artykuły',
    ctaLink: `${paths.knowledge}#articles`,
  },
  hub: {
    filterLabel: 'Filtruj artykuły według kategorii',
    allLabel: 'Wszystkie',
    categories: ['Kredyty', 'Finanse osobiste', 'Edukacja', 'Zawody medyczne'],
    featuredLabel: 'Polecany artykuł',
    readMore: 'Czytaj artykuł',
    allHeading: 'Wszystkie artykuły',
    categoryHeading: (category) => `Kategoria: ${category}`,
    shownCount: (count) => typesetText(`Wyświetlono ${count} ${articlesWord(count)}`),
    // "z 13 artykułów": after "z" the genitive plural, whatever the number (a list this long has 2+).
    shownOf: (shown, total) => typesetText(`Wyświetlono ${shown} z ${total} artykułów`),
    showMore: 'Pokaż więcej artykułów',
  },
});
