import { paths } from '@/config/paths';
import { company } from '@/content/company';
import { cookies, retention } from '@/content/figures';
import type { LegalPageContent } from '@/content/legal-types';

type CookieName = (typeof cookies)[number]['name'];

/** What each cookie of spec §9 is for; names and lifetimes come from figures.ts. */
const cookiePurposes: Record<CookieName, string> = {
  _ga: 'Google Analytics — statystyki odwiedzin: rozróżnia użytkowników, byśmy wiedzieli, jak korzystasz z serwisu (analityczny, za zgodą).',
  _gid: 'Google Analytics — statystyki odwiedzin: rozróżnia użytkowników w ramach jednego dnia (analityczny, za zgodą).',
  PHPSESSID:
    'Identyfikator sesji, który zapewnia prawidłowe działanie serwisu podczas wizyty (niezbędny).',
  cookie_consent:
    'Zapamiętuje Twój wybór dotyczący plików cookies, abyśmy nie pytali o niego przy każdej wizycie (niezbędny).',
  _fbp: 'Facebook (Meta) — reklama: pozwala mierzyć skuteczność reklam i wyświetlać je osobom, które odwiedziły serwis (marketingowy, za zgodą).',
};

export const cookiesPage: LegalPageContent = {
  meta: {
    title: `Polityka plików cookies | ${company.brandName}`,
    description: `Jakich plików cookies używa serwis ${company.brandName}, do czego służą, jak długo są przechowywane i jak zmienić ich ustawienia w swojej przeglądarce.`,
  },
  intro: {
    eyebrow: 'Dokumenty prawne',
    title: 'Polityka plików cookies',
    lead: 'Opisujemy, jakie pliki cookies zapisuje serwis — niezbędne, analityczne i marketingowe — w jakim celu z nich korzystamy, jak długo są przechowywane oraz jak możesz nimi zarządzać w przeglądarce.',
  },
  document: {
    lastUpdated: retention.legalLastUpdated,
    tocTitle: 'Spis treści',
    sections: [
      {
        id: 'czym-sa-cookies',
        heading: 'Czym są pliki cookies',
        paragraphs: [
          'Pliki cookies (ciasteczka) to niewielkie pliki tekstowe, które serwis zapisuje w przeglądarce na Twoim urządzeniu. Przy kolejnych odsłonach przeglądarka odsyła je do serwisu, dzięki czemu może on na przykład zapamiętać Twoje ustawienia.',
          `Pliki cookies w serwisie ${company.brandName} wykorzystujemy w trzech celach:`,
        ],
        list: [
          'niezbędne — zapewniają działanie serwisu i zapamiętują Twój wybór dotyczący cookies;',
          'analityczne — pomagają nam zrozumieć, jak korzystasz z serwisu, i ulepszać go;',
          'marketingowe — pozwalają mierzyć skuteczność reklam i dopasowywać je do Twoich zainteresowań.',
        ],
      },
      {
        id: 'jakich-cookies-uzywamy',
        heading: 'Jakich plików cookies używamy',
        paragraphs: [
          'Poniższa tabela wymienia pliki cookies zapisywane przez serwis, ich przeznaczenie i czas przechowywania.',
        ],
        table: {
          caption: 'Pliki cookies używane w serwisie',
          columns: ['Nazwa', 'Cel', 'Czas przechowywania'],
          rows: cookies.map((cookie) => [
            cookie.name,
            cookiePurposes[cookie.name],
            cookie.lifetime,
          ]),
        },
        closing: [
          'Pliki _ga i _gid zapisuje usługa Google Analytics dostarczana przez Google, a plik _fbp — narzędzie reklamowe Meta (Facebook). Dostawcy ci przetwarzają zebrane informacje na zasadach opisanych w swoich politykach prywatności.',
        ],
      },
      {
        id: 'zgoda',
        heading: 'Zgoda i jej wycofanie',
        paragraphs: [
          'Pliki niezbędne zapisujemy bez zgody, ponieważ bez nich serwis nie działałby prawidłowo. Pliki analityczne i marketingowe zapisujemy wyłącznie po wyrażeniu przez Ciebie zgody.',
          'Zgodę możesz wycofać w każdej chwili, bez wpływu na zgodność z prawem korzystania z cookies przed jej wycofaniem: usuń pliki cookies serwisu w przeglądarce (w tym plik cookie_consent, w którym zapisany jest Twój wybór), a przy następnej wizycie zapytamy Cię o zgodę ponownie.',
        ],
      },
      {
        id: 'zarzadzanie-w-przegladarce',
        heading: 'Jak zarządzać plikami cookies w przeglądarce',
        paragraphs: [
          'Każda przeglądarka pozwala przeglądać i usuwać zapisane pliki cookies, blokować je w całości lub tylko dla wybranych stron. Odpowiednie ustawienia znajdziesz:',
        ],
        list: [
          'w Google Chrome: Ustawienia → Prywatność i bezpieczeństwo;',
          'w Mozilla Firefox: Ustawienia → Prywatność i bezpieczeństwo → Ciasteczka i dane stron;',
          'w Safari: Ustawienia → Prywatność → Zarządzaj danymi witryn;',
          'w Microsoft Edge: Ustawienia → Pliki cookie i uprawnienia witryny;',
          'na telefonie: w ustawieniach prywatności przeglądarki, z której korzystasz.',
        ],
        closing: [
          'Zablokowanie plików niezbędnych może utrudnić korzystanie z serwisu, na przykład wysłanie formularza. Zablokowanie plików analitycznych i marketingowych nie wpływa na działanie serwisu.',
        ],
      },
      {
        id: 'dane-osobowe',
        heading: 'Dane osobowe',
        paragraphs: [
          [
            'Informacje zapisane w plikach cookies mogą stanowić dane osobowe. Kto jest ich administratorem, komu je przekazujemy i jakie prawa Ci przysługują, wyjaśnia ',
            { text: 'polityka prywatności', to: paths.privacy },
            '.',
          ],
        ],
      },
      {
        id: 'zmiany',
        heading: 'Zmiany polityki cookies',
        paragraphs: [
          'Politykę aktualizujemy, gdy zmieniamy narzędzia używane w serwisie lub zmieniają się przepisy. Aktualna wersja jest zawsze dostępna na tej stronie.',
        ],
      },
    ],
  },
};
