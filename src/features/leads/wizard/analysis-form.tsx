import { useNavigate } from 'react-router-dom';
import { analysisPayload, type AnalysisPayload } from '@shared/lead-schema';
import { paths } from '@/config/paths';
import { callbackToast } from '@/content/forms';
import { callbackEta } from '@/lib/callback-eta';
import { analysisWizard, consentCopy } from '@/content/wizard';
import { withHoneypot } from '../honeypot-field';
import { checkedPayload } from '../lead-form-helpers';
import type { ThankYouState } from '../thank-you-state';
import { useLeadForm } from '../use-lead-form';
import { AmountFields } from './amount-fields';
import { AnalysisFlagFields } from './analysis-flag-fields';
import {
  analysisConsentNotice,
  analysisDefaults,
  analysisFormSchema,
  analysisSteps,
  toAnalysisBody,
} from './analysis-schema';
import { ContactStep } from './contact-step';
import { FilePicker } from './file-picker';
import { useFileList } from './use-file-list';
import { useWizard } from './use-wizard';
import { WizardConsents } from './wizard-consents';
import { WizardForm } from './wizard-form';

/** The free analysis (/bezplatna-analiza): contact, finances, documents and consents. */
export function AnalysisForm() {
  const navigate = useNavigate();
  const lead = useLeadForm({
    name: 'analysis',
    schema: analysisFormSchema,
    defaultValues: analysisDefaults,
    reValidateMode: 'onChange',
    consent: true,
    success: (payload: AnalysisPayload, sentAt) =>
      callbackToast('analysis', callbackEta('analysis', sentAt, payload.callbackTime)),
    failureKind: 'form',
    toPayload: (values) =>
      checkedPayload(analysisPayload, withHoneypot(toAnalysisBody(values), values.website)),
    onSent: (payload, sentAt) => {
      const state = {
        fromApplication: true,
        name: payload.name,
        isAnalysis: true,
        sentAt: sentAt.getTime(),
        callbackTime: payload.callbackTime,
      } satisfies ThankYouState;
      void navigate(paths.thankYou, { state });
    },
  });
  const form = lead.form;
  const files = useFileList(form);
  const wizard = useWizard({ form, steps: analysisSteps });

  async function send() {
    if (await wizard.validateAll(() => analysisConsentNotice)) await lead.submit(form.getValues());
  }

  return (
    <WizardForm
      form={form}
      wizard={wizard}
      name="analysis"
      copy={analysisWizard}
      sending={lead.sending}
      failure={lead.failure}
      formProps={lead.formProps}
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
          <WizardConsents documentsLabel={consentCopy.analysis} documentsRequired />
        </div>
      ) : null}
    </WizardForm>
  );
}
