/** The launch checklist as the build prints it, and whether the site may go live. */
import type { LaunchChecklist } from '../../src/content/launch-checklist';

export function launchReport({ missingData, claimsNeedingEvidence }: LaunchChecklist): {
  text: string;
  ready: boolean;
} {
  if (missingData.length === 0 && claimsNeedingEvidence.length === 0) {
    return { text: 'Lista przed startem: komplet, nic nie brakuje.', ready: true };
  }
  const section = (title: string, items: readonly string[]) =>
    items.length > 0 ? [`  ${title}`, ...items.map((item) => `    - ${item}`)] : [];
  const lines = [
    'Lista przed startem (do uzupełnienia przez właściciela):',
    ...section('Brakujące dane firmy (src/content/company.ts):', missingData),
    ...section('Twierdzenia wymagające dowodów:', claimsNeedingEvidence),
  ];
  return { text: lines.join('\n'), ready: false };
}
