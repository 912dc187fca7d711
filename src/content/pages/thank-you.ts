import { brand } from '@/content/brand';
import type { PageMeta } from '@/content/types';
import { typeset } from '@/lib/typography';

export const thankYouPage: { meta: PageMeta; title: string } = typeset({
  meta: {
    title: `Dziękujemy za zgłoszenie | ${brand.name}`,
    description:
      'Dziękujemy, Twoje zgłoszenie do nas dotarło. Doradca oddzwoni na podany numer telefonu i omówi z Tobą Twoją sytuację oraz możliwe rozwiązania.',
    noindex: true,
  },
  /** The default variant's H1 (./thank-you.ts holds the variants' copy). */
  title: 'Dziękujemy za wypełnienie formularza',
});
