/** The launch checklist as the build prints it, and whether the site may go live. */
import type { ClaimNeedingEvidence, LaunchChecklist } from '../../src/content/launch-checklist';

function claimLines({ claim, where, evidence }: ClaimNeedingEvidence): string[] {
  return [`    - ${claim}`, `        gdzie: ${where.join(', ')}`, `        dowód: ${evidence}`];
}

export function launchReport({ missingData, claimsNeedingEvidence, toConfirm }: LaunchChecklist): {
  text: string;
  ready: boolean;
} {
  if (missingData.length === 0 && claimsNeedingEvidence.length === 0 && toConfirm.length === 0) {
    return { text: 'Lista przed startem: komplet, nic nie brakuje.', ready: true };
  }
  const section = (title: string, lines: string[]) =>
    lines.length > 0 ? [`  ${title}`, ...lines] : [];
  const lines = [
    'Lista przed startem (do uzupełnienia przez właściciela):',
    ...section(
      `Brakujące dane (src/content/company.ts, src/content/figures.ts), ${missingData.length}:`,
      missingData.map((item) => `    - ${item}`),
    ),
    ...section(
      `Twierdzenia wstrzymane do czasu przedstawienia dowodów, ${claimsNeedingEvidence.length}:`,
      claimsNeedingEvidence.flatMap(claimLines),
    ),
    ...section(
      `Dane do potwierdzenia przez właściciela, ${toConfirm.length}:`,
      toConfirm.map((item) => `    - ${item}`),
    ),
  ];
  return { text: lines.join('\n'), ready: false };
}
