import { buildSettings, needsConsent } from '@/content/cookie-registry';

/**
 * Whether this build has a tool that needs consent; without one there is no banner, and neither the
 * banner's nor the tools' code is ever loaded.
 */
export const consentNeeded = needsConsent(buildSettings);
