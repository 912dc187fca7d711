import { company } from '@/content/company';
import { legalStateDate } from '@/content/law';
import type { ArticleSummary } from '@/content/types';
import { editorialTeam } from './article-view';

/** What lists and cards show of the article (its body lives in ./komornik-lub-windykator-pisze-co-robic.ts). */
export const bailiffCollectorSummary: ArticleSummary = {
  id: 10,
  slug: 'komornik-lub-windykator-pisze-co-robic',
  title: 'Komornik lub windykator pisze: co robić?',
  excerpt:
    'Czym różni się windykator od komornika, jak sprawdzić pismo, ile masz czasu na sprzeciw od nakazu zapłaty, jaką część pensji chroni prawo i gdzie szukać bezpłatnej pomocy.',
  date: '2026-10-02',
  // Reviewed for issue 38 against the acts as in force on the legal-state date.
  dateModified: legalStateDate,
  legalStateOn: legalStateDate,
  readTime: '8 min czytania',
  category: 'Finanse osobiste',
  author: editorialTeam,
  authorRole: 'Doradcy kredytowi',
  tags: ['windykacja', 'komornik', 'nakaz zapłaty', 'wyjście z długów', 'spłata zadłużenia'],
  meta: {
    title: `Pisze komornik lub windykator – co robić? | ${company.brandName}`,
    description:
      'Windykator a komornik: czym się różnią, jak sprawdzić pismo, ile czasu masz na sprzeciw od nakazu zapłaty, co chroni prawo i gdzie szukać bezpłatnej pomocy.',
  },
};
