/** The page the service worker shows offline for a page it has not kept. */
import { company } from '@/content/company';
import { openingHours } from '@/content/figures';
import type { PageContent } from '@/content/types';
import { typeset } from '@/lib/typography';

export interface OfflinePageContent extends PageContent {
  phonesHeading: string;
  hours: string;
}

export const offlinePage: OfflinePageContent = typeset({
  meta: {
    title: `Brak połączenia z internetem | ${company.brandName}`,
    description:
      'Nie ma połączenia z internetem, a tej strony nie ma jeszcze w pamięci urządzenia. Zadzwoń do nas albo spróbuj ponownie, gdy połączenie wróci.',
    noindex: true,
  },
  intro: {
    eyebrow: 'Brak połączenia',
    title: 'Nie ma teraz połączenia z internetem',
    lead: 'Tej strony nie ma jeszcze w pamięci Twojego urządzenia, więc otworzy się, gdy połączenie wróci. Formularze także potrzebują internetu, aby wysłać zgłoszenie. Jeśli sprawa jest pilna, zadzwoń do nas.',
  },
  phonesHeading: 'Zadzwoń do nas',
  hours: openingHours.rows.map(({ days, hours }) => `${days}: ${hours}`).join(', '),
});
