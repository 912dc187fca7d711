import { useNavigate } from 'react-router-dom';
import { applicationPayload, type ApplicationPayload } from '@shared/lead-schema';
import { paths } from '@/config/paths';
import { callbackToast } from '@/content/forms';
import { callbackEta } from '@/lib/callback-eta';
import { applicationWizard, consentCopy } from '@/content/wizard';
import { withHoneypot } from '../honeypot-field';
import { checkedPayload } from '../lead-form-helpers';
import type { ThankYouState } from '../thank-you-state';
import { useLeadForm } from '../use-lead-form';
import {
  applicationConsentNotice,
  applicationDefaults,
  applicationFocusTarget,
  applicationFormSchema,
  applicationSteps,
  toApplicationBody,
} from './application-schema';
import { AmountFields } from './amount-fields';
import { WizardConsents } from './wizard-consents';
import { ContactStep } from './contact-step';
import { FilePicker } from './file-picker';
import { SituationFields } from './situation-fields';
import { useFileList } from './use-file-list';
import { useWizard } from './use-wizard';
import { WizardForm } from './wizard-form';

/** The online application (/wniosek): contact, situation and amounts, consents and documents. */
export function ApplicationForm() {
  const navigate = useNavigate();
  const lead = useLeadForm({
    name: 'application',
    schema: applicationFormSchema,
    defaultValues: applicationDefaults,
    reValidateMode: 'onChange',
    consent: true,
    success: (payload: ApplicationPayload, sentAt) =>
      callbackToast('application', callbackEta('application', sentAt, payload.callbackTime)),
    failureKind: 'submission',
    toPayload: (values) =>
      checkedPayload(applicationPayload, withHoneypot(toApplicationBody(values), values.website)),
    onSent: (payload, sentAt) => {
      const state = {
        fromApplication: true,
        name: payload.name,
        sentAt: sentAt.getTime(),
        callbackTime: payload.callbackTime,
      } satisfies ThankYouState;
      void navigate(paths.thankYou, { state });
    },
  });
  const form = lead.form;
  const files = useFileList(form);
  const wizard = useWizard({ form, steps: applicationSteps, focusTarget: applicationFocusTarget });
  const hasFiles = files.items.length > 0;

  async function send() {
    const notice = () =>
      applicationConsentNotice(Boolean(form.getFieldState('consentProcessing').error));
    if (await wizard.validateAll(notice)) await lead.submit(form.getValues());
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
      sending={lead.sending}
      failure={lead.failure}
      formProps={lead.formProps}
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
          <WizardConsents documentsLabel={consentCopy.documents} documentsRequired={hasFiles} />
        </div>
      ) : null}
    </WizardForm>
  );
}
