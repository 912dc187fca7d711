import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { analysisPayload } from '@shared/lead-schema';
import { paths } from '@/config/paths';
import { successToasts } from '@/content/forms';
import { analysisWizard, consentCopy } from '@/content/wizard';
import { withHoneypot } from '../honeypot-field';
import { checkedPayload } from '../lead-form-helpers';
import type { ThankYouState } from '../thank-you-state';
import { useLeadSubmission } from '../use-lead-submission';
import { AmountFields } from './amount-fields';
import { AnalysisFlagFields } from './analysis-flag-fields';
import {
  analysisConsentErrors,
  analysisDefaults,
  analysisFormSchema,
  analysisSteps,
  toAnalysisBody,
  type AnalysisValues,
} from './analysis-schema';
import { ConsentCheckbox, ProcessingConsentLabel } from './consent-checkbox';
import { ContactStep } from './contact-step';
import { FilePicker } from './file-picker';
import { useFileList } from './use-file-list';
import { useWizard } from './use-wizard';
import { WizardForm } from './wizard-form';

/** The free analysis (/bezplatna-analiza): contact, finances, documents and consents. */
export function AnalysisForm() {
  const form = useForm<AnalysisValues>({
    resolver: zodResolver(analysisFormSchema),
    defaultValues: analysisDefaults,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const files = useFileList();
  const wizard = useWizard({ form, steps: analysisSteps });
  const { submit, sending } = useLeadSubmission({
    success: successToasts.applicationOrAnalysis,
    failureNoun: 'formularza',
  });
  const navigate = useNavigate();

  async function send() {
    if (!(await wizard.validateAll())) return;
    const values = form.getValues();
    const consents = analysisConsentErrors(values);
    if (consents.errors.length > 0) {
      wizard.reject(consents.errors, consents.notice);
      return;
    }
    const body = withHoneypot(toAnalysisBody(values, files.items), values.website);
    const payload = checkedPayload(analysisPayload, body);
    if (!payload) return;
    if (await submit(payload)) {
      const state = {
        fromApplication: true,
        name: payload.name,
        isAnalysis: true,
      } satisfies ThankYouState;
      navigate(paths.thankYou, { state });
    }
  }

  return (
    <WizardForm
      form={form}
      wizard={wizard}
      name="analysis"
      copy={analysisWizard}
      sending={sending}
      honeypot={form.register('website')}
      onSend={send}
    >
      {wizard.step === 1 ? <ContactStep /> : null}
      {wizard.step === 2 ? (
        <div className="grid gap-6">
          <AnalysisFlagFields />
          <AmountFields />
        </div>
      ) : null}
      {wizard.step === 3 ? (
        <div className="grid gap-6">
          <FilePicker files={files.items} onAdd={files.add} onRemove={files.remove} />
          <fieldset className="grid gap-4">
            <legend className="mb-1 text-sm font-medium text-ink">{consentCopy.legend}</legend>
            <ConsentCheckbox name="consentProcessing" label={<ProcessingConsentLabel />} required />
            <ConsentCheckbox name="consentDocuments" label={consentCopy.analysis} required />
            <ConsentCheckbox name="consentMarketing" label={consentCopy.marketing} />
          </fieldset>
        </div>
      ) : null}
    </WizardForm>
  );
}
