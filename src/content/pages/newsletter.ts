/**
 * The pages the newsletter's confirmation link leads to (double opt-in): the send-email function
 * answers the link with a redirect to one of them. None is indexed.
 */
import { paths } from '@/config/paths';
import { company } from '@/content/company';
import type { PageContent } from '@/content/types';
import { typeset } from '@/lib/typography';

export const newsletterConfirmedPage: PageContent = typeset({
  meta: {
    title: `Adres potwierdzony | ${company.brandName}`,
    description:
      'Dziękujemy, Twój adres e-mail został potwierdzony. Będziemy wysyłać Ci nowe poradniki o kredytach, konsolidacji i domowym budżecie.',
    noindex: true,
  },
  intro: {
    eyebrow: 'Newsletter',
    title: 'Dziękujemy, Twój adres został potwierdzony',
    lead: `Od teraz będziemy wysyłać Ci nowe poradniki o kredytach, konsolidacji i domowym budżecie, gdy się ukażą. Zgodę możesz wycofać w każdej chwili, pisząc na adres ${company.email}.`,
    ctaText: 'Przejdź do bazy wiedzy',
    ctaLink: paths.knowledge,
  },
});

export const newsletterLinkInvalidPage: PageContent = typeset({
  meta: {
    title: `Link wygasł lub jest nieprawidłowy | ${company.brandName}`,
    description:
      'Ten link potwierdzający zapis do newslettera wygasł albo jest nieprawidłowy. Zapisz się ponownie w bazie wiedzy, a wyślemy Ci nowy link.',
    noindex: true,
  },
  intro: {
    eyebrow: 'Newsletter',
    title: 'Ten link wygasł lub jest nieprawidłowy',
    lead: 'Nie udało się potwierdzić zapisu: link mógł stracić ważność albo został skopiowany niecały. Zapisz się ponownie w bazie wiedzy, a wyślemy Ci nowy link potwierdzający.',
    ctaText: 'Zapisz się ponownie',
    ctaLink: paths.knowledge,
  },
});

export const newsletterNotRecordedPage: PageContent = typeset({
  meta: {
    title: `Spróbuj ponownie za chwilę | ${company.brandName}`,
    description:
      'Nie udało się teraz zapisać potwierdzenia adresu. Link z wiadomości jest nadal ważny: otwórz go ponownie za kilka minut.',
    noindex: true,
  },
  intro: {
    eyebrow: 'Newsletter',
    title: 'Nie udało się teraz potwierdzić zapisu',
    lead: `To nie Twój błąd: nasz serwer nie zapisał teraz potwierdzenia. Link z wiadomości jest nadal ważny – otwórz go ponownie za kilka minut. Jeśli to się powtórzy, napisz na adres ${company.email}, a potwierdzimy zapis ręcznie.`,
    ctaText: 'Przejdź do bazy wiedzy',
    ctaLink: paths.knowledge,
  },
});
