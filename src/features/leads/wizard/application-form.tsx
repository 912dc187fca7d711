import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { applicationPayload } from '@shared/lead-schema';
import { paths } from '@/config/paths';
import { successToasts } from '@/content/forms';
import { applicationWizard, consentCopy } from '@/content/wizard';
import { withHoneypot } from '../honeypot-field';
import { checkedPayload } from '../lead-form-helpers';
import type { ThankYouState } from '../thank-you-state';
import { useLeadSubmission } from '../use-lead-submission';
import {
  applicationConsentErrors,
  applicationDefaults,
  applicationFocusTarget,
  applicationFormSchema,
  applicationSteps,
  toApplicationBody,
  type ApplicationValues,
} from './application-schema';
import { AmountFields } from './amount-fields';
import { ConsentCheckbox, ProcessingConsentLabel } from './consent-checkbox';
import { ContactStep } from './contact-step';
import { FilePicker } from './file-picker';
import { SituationFields } from './situation-fields';
import { useFileList } from './use-file-list';
import { useWizard } from './use-wizard';
import { WizardForm } from './wizard-form';

/** The online application (/wniosek): contact, situation and amounts, consents and documents. */
export function ApplicationForm() {
  const form = useForm<ApplicationValues>({
    resolver: zodResolver(applicationFormSchema),
    defaultValues: applicationDefaults,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const files = useFileList();
  const wizard = useWizard({ form, steps: applicationSteps, focusTarget: applicationFocusTarget });
  const { submit, sending } = useLeadSubmission({
    success: successToasts.applicationOrAnalysis,
    failureNoun: 'zgłoszenia',
  });
  const navigate = useNavigate();
  const hasFiles = files.items.length > 0;

  async function send() {
    if (!(await wizard.validateAll())) return;
    const values = form.getValues();
    const consents = applicationConsentErrors(values, hasFiles);
    if (consents.errors.length > 0) {
      wizard.reject(consents.errors, consents.notice);
      return;
    }
    const body = withHoneypot(toApplicationBody(values, files.items), values.website);
    const payload = checkedPayload(applicationPayload, body);
    if (!payload) return;
    if (await submit(payload)) {
      const state = { fromApplication: true, name: payload.name } satisfies ThankYouState;
      navigate(paths.thankYou, { state });
    }
  }

  function removeFile(index: number) {
    files.remove(index);
    if (files.items.length <= 1) form.clearErrors('consentDocuments');
  }

  return (
    <WizardForm
      form={form}
      wizard={wizard}
      name="application"
      copy={applicationWizard}
      sending={sending}
      honeypot={form.register('website')}
      onSend={send}
    >
      {wizard.step === 1 ? <ContactStep /> : null}
      {wizard.step === 2 ? (
        <div className="grid gap-6">
          <SituationFields />
          <AmountFields />
        </div>
      ) : null}
      {wizard.step === 3 ? (
        <div className="grid gap-6">
          <FilePicker files={files.items} onAdd={files.add} onRemove={removeFile} />
          <fieldset className="grid gap-4">
            <legend className="mb-1 text-sm font-medium text-ink">{consentCopy.legend}</legend>
            <ConsentCheckbox name="consentProcessing" label={<ProcessingConsentLabel />} required />
            <ConsentCheckbox
              name="consentDocuments"
              label={consentCopy.documents}
              required={hasFiles}
            />
            <ConsentCheckbox name="consentMarketing" label={consentCopy.marketing} />
          </fieldset>
        </div>
      ) : null}
    </WizardForm>
  );
}
