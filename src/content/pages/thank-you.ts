import { brand } from '@/content/brand';
import { callback } from '@/content/figures';
import type { PageMeta } from '@/content/types';
import { typeset } from '@/lib/typography';

export const thankYouPage: { meta: PageMeta; title: string } = typeset({
  meta: {
    title: `Dziękujemy za zgłoszenie | ${brand.name}`,
    description: `Dziękujemy, Twoje zgłoszenie do nas dotarło. W dni robocze doradca oddzwoni w ciągu ${callback.quickMinutes} minut w godzinach pracy, a w weekend w ciągu ${callback.weekendHours} godzin.`,
    noindex: true,
  },
  /** The default variant's H1 (./thank-you.ts holds the variants' copy). */
  title: 'Dziękujemy za wypełnienie formularza',
});
