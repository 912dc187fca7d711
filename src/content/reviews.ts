import { reviewsSummary } from '@/content/figures';
import type { ReviewsContent } from '@/content/section-types';

/** Polish plural of "opinia" after a number: 1 opinia, 2–4 opinie, 5+ opinii (and 12–14 opinii). */
function opinions(count: number): string {
  if (count === 1) return 'opinia';
  const lastDigit = count % 10;
  const lastTwo = count % 100;
  if (lastDigit >= 2 && lastDigit <= 4 && (lastTwo < 12 || lastTwo > 14)) return 'opinie';
  return 'opinii';
}

/**
 * The shared reviews block (spec §2): the summary of the Google reviews and the six reviews the site
 * keeps, oldest first; the section shows the last `shown` of them.
 */
export const reviews: ReviewsContent = {
  eyebrow: 'Opinie klientów',
  title: 'Co mówią o nas klienci',
  lead: 'Kilka opinii osób, którym pomogliśmy uporządkować finanse. Publikujemy je za zgodą autorów.',
  average: reviewsSummary.average,
  total: reviewsSummary.total,
  scale: reviewsSummary.scale,
  shown: reviewsSummary.shown,
  sourceLabel: `${reviewsSummary.total} ${opinions(reviewsSummary.total)} w Google`,
  reviews: [
    {
      author: 'Katarzyna W.',
      date: '2024-03-18',
      rating: 5,
      text: 'Spłacałam trzy kredyty gotówkowe i kartę, co miesiąc brakowało mi pieniędzy przed wypłatą. Doradca spokojnie przeszedł ze mną przez wszystkie umowy, a po konsolidacji płacę jedną ratę, niższą o mniej więcej jedną trzecią.',
    },
    {
      author: 'Paweł M.',
      date: '2024-06-05',
      rating: 5,
      text: 'Dwa banki odmówiły mi kredytu i nikt nie umiał powiedzieć dlaczego. Tutaj najpierw przeanalizowano mój raport BIK, wskazano, co trzeba poprawić, i dopiero wtedy złożono wniosek. Tym razem z pozytywną decyzją.',
    },
    {
      author: 'Agnieszka L.',
      date: '2024-10-22',
      rating: 5,
      text: 'Jestem pielęgniarką, pracuję na dyżurach w dwóch miejscach i bałam się, że bank nie uzna moich dochodów. Pani doradca wiedziała, jakie zaświadczenia przygotować. Wszystko załatwiłam telefonicznie i mailowo, bez brania wolnego.',
    },
    {
      author: 'Tomasz K.',
      date: '2025-01-14',
      rating: 5,
      text: 'Miałem kilka chwilówek, które zaczęły mnie przerastać. Nikt mnie nie oceniał, dostałem jasny plan i konkretne liczby: ile wyniesie rata, jaka jest prowizja i kiedy ją płacę. Po trzech tygodniach wszystkie pożyczki były spłacone.',
    },
    {
      author: 'Magdalena S.',
      date: '2025-04-03',
      rating: 5,
      text: 'Pracuję na umowie zlecenie i w swoim banku słyszałam tylko „nie”. Doradca znalazł bank, który akceptuje taką formę zatrudnienia. Podobało mi się, że o prowizji rozmawialiśmy na samym początku, a nie przy podpisywaniu umowy.',
    },
    {
      author: 'Robert J.',
      date: '2025-06-11',
      rating: 5,
      text: 'Rzeczowa i spokojna obsługa. Oddzwonili tego samego dnia, wyjaśnili, czego potrzebują, i na bieżąco informowali o postępach. Kredyt konsolidacyjny obniżył naszą miesięczną ratę o prawie 900 zł. Polecam.',
    },
  ],
};
