/**
 * What a lead carries about the campaign that brought the visitor, defined once: the code that
 * reads it (src/features/leads/campaign-attribution.ts) and the privacy policy's paragraph about it
 * are both built from this list, so the policy can only describe what the code sends.
 */
import { clickIdKeys, type Attribution } from '@shared/lead-schema';
import { typesetText } from '@/lib/typography';

/** The address's UTM tags, per attribution field. */
export const utmParameters = {
  source: 'utm_source',
  medium: 'utm_medium',
  campaign: 'utm_campaign',
  term: 'utm_term',
  content: 'utm_content',
} as const satisfies Partial<Record<keyof Attribution, string>>;

/** The ad platforms' click ids, read from the address only with marketing consent. */
export const clickIdParameters = clickIdKeys;

const utmList = Object.values(utmParameters).join(', ');
const clickIdList = clickIdParameters.join(', ');

/** The privacy policy's paragraph on attribution (section "Jakie dane zbieramy"). */
export const attributionPolicy = typesetText(
  `Z każdym zgłoszeniem zapisujemy też, skąd do nas trafiło: oznaczenia kampanii z adresu pierwszej strony odwiedzonej w serwisie (${utmList}), adres strony, która do nas odesłała (bez jego parametrów), i adres tej pierwszej strony. Identyfikatory kliknięcia reklamy (${clickIdList}) dołączamy tylko po wyrażeniu zgody na marketingowe pliki cookies. Dzięki temu wiemy, które kampanie i strony naprawdę pomagają ludziom do nas trafić – to nasz prawnie uzasadniony interes (art. 6 ust. 1 lit. f RODO). Tych informacji nie zapisujemy w przeglądarce: strona odczytuje je z adresu dopiero przy wysłaniu formularza.`,
);
