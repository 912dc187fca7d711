import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { consentCopy } from '@/content/wizard';
import { ConsentField } from '../consent-field';
import { useClearingRegister, useFieldError, type ConsentValues } from './form-context';
import { NewTabNote } from '@/components/ui/new-tab-note';
import { opensInNewTab } from '@/content/labels';

/**
 * The last step's boxes: the confirmation of the privacy policy with the request for contact
 * (required), the request to analyse documents (required as the wizard says: always on the
 * analysis, with a file on the application) and the optional marketing consents, one per channel.
 * The rules themselves live in each wizard's schema.
 */
export function WizardConsents({
  documentsLabel,
  documentsRequired,
}: {
  documentsLabel: string;
  documentsRequired: boolean;
}) {
  const field = useClearingRegister<ConsentValues>();
  const error = useFieldError<ConsentValues>();
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-1 text-sm font-medium text-ink">{consentCopy.legend}</legend>
      <ConsentField
        label={<ProcessingConsentLabel />}
        registration={field('consentProcessing')}
        error={error('consentProcessing')}
        required
      />
      <ConsentField
        label={documentsLabel}
        registration={field('consentDocuments')}
        error={error('consentDocuments')}
        required={documentsRequired}
      />
      <ConsentField
        label={consentCopy.marketingEmail}
        registration={field('consentMarketingEmail')}
        error={error('consentMarketingEmail')}
      />
      <ConsentField
        label={consentCopy.marketingPhone}
        registration={field('consentMarketingPhone')}
        error={error('consentMarketingPhone')}
      />
    </fieldset>
  );
}

/** The processing consent's text, linking to the privacy policy (a new tab keeps the entries). */
function ProcessingConsentLabel() {
  const { before, link, after } = consentCopy.processing;
  return (
    <>
      {before}
      <Link
        to={paths.privacy}
        target="_blank"
        rel="noopener"
        className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        {link}
        <NewTabNote text={opensInNewTab} />
      </Link>
      {after}
    </>
  );
}
