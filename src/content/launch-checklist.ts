/**
 * What the owner must still supply before the site goes live: company data the site shows as a
 * marked placeholder, and claims that need the owner's evidence before they may be published.
 * The build prints this list; `npm run build -- --launch` fails while it is not empty.
 */
import { pendingFields } from './company';

export interface LaunchChecklist {
  /** Company data shown as a marked placeholder until supplied (src/content/company.ts). */
  missingData: readonly string[];
  /** Claims held back or worded cautiously until the owner supplies evidence. */
  claimsNeedingEvidence: readonly string[];
}

const claimsNeedingEvidence: string[] = [];

export function launchChecklist(): LaunchChecklist {
  return { missingData: [...pendingFields], claimsNeedingEvidence: [...claimsNeedingEvidence] };
}
