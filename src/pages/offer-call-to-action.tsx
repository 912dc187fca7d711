import { callbackPageNames, type CallbackPagePath } from '@/content/forms';
import { CallToAction } from '@/sections/call-to-action';
import type { CallToActionContent } from '@/sections/call-to-action';
import { QuickLeadForm } from '@/hydration/parts/lazily-hydrated';

interface OfferCallToActionProps extends CallToActionContent {
  /** The offer page's path: its callback form sends the page's name. */
  path: CallbackPagePath;
}

/**
 * An offer page's closing call to action (issue 27): its link to the application stays the main
 * step, and beside it the compact callback form (name, phone, when to call) for a visitor who
 * would rather talk first.
 */
export function OfferCallToAction({ path, ...content }: OfferCallToActionProps) {
  return (
    <CallToAction
      {...content}
      form={<QuickLeadForm variant="callback" pageName={callbackPageNames[path]} />}
    />
  );
}
