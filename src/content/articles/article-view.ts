import { company } from '@/content/company';
import { opensInNewTab } from '@/content/labels';

import { typeset } from '@/lib/typography';

/** The author record the article modules name (`author: editorialTeam`): src/content/authors.ts. */
export { editorialTeam } from '@/content/authors';

/** Polish copy of the article view (/wiedza/{slug}) around the article itself. */
export const articleViewCopy = typeset({
  breadcrumb: 'Baza wiedzy',
  authorLabel: 'Autor',
  /** The words before each date of the article's header. */
  dates: { published: 'Opublikowano', updated: 'Zaktualizowano', legalState: 'Stan prawny na' },
  tagsLabel: 'Tagi',
  sources: { title: 'Źródła', separator: ' – ', opensInNewTab },
  share: {
    button: 'Udostępnij',
    copied: { title: 'Link skopiowany', description: 'Możesz go teraz wkleić i wysłać.' },
    failed: {
      title: 'Nie udało się skopiować linku',
      description: 'Skopiuj adres strony z paska przeglądarki.',
    },
  },
  cta: {
    title: 'Chcesz sprawdzić, co możesz zrobić w swojej sytuacji?',
    text: `Zamów bezpłatną i niezobowiązującą analizę. ${company.brandName} jest pośrednikiem kredytowym, nie bankiem: nie pobieramy opłat z góry, a prowizja należy się dopiero po uzyskaniu finansowania.`,
    button: 'Zamów bezpłatną analizę',
  },
  related: { title: 'Przeczytaj również' },
} as const);
