import type { ReactNode } from 'react';
import {
  FormProvider,
  type FieldValues,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import type { WizardStepCopy } from '@/content/wizard';
import { FormPrivacyInfo } from '../form-privacy-info';
import { HoneypotField } from '../honeypot-field';
import { SendFailureAlert } from '../send-failure-alert';
import type { LeadFailure } from '../lead-form-options';
import type { useLeadForm } from '../use-lead-form';
import { StepHeader } from './step-header';
import { StepNavigation } from './step-navigation';
import type { useWizard } from './use-wizard';

interface WizardFormProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  wizard: ReturnType<typeof useWizard<T>>;
  /** The form's `data-form` name (design §3). */
  name: 'application' | 'analysis';
  copy: { formLabel: string; submit: string; steps: readonly WizardStepCopy[] };
  sending: boolean;
  /** The last failed send, shown on the last step until the next attempt. */
  failure: LeadFailure | undefined;
  /** The form element's ref and first-focus prefetch, from useLeadForm. */
  formProps: ReturnType<typeof useLeadForm>['formProps'];
  /** The registration of the form's honeypot field. */
  honeypot: UseFormRegisterReturn;
  /** Runs on the last step's submit. */
  onSend: () => Promise<void>;
  /** The current step's fields. */
  children: ReactNode;
}

/**
 * The frame shared by the lead wizards: the form element, 'Krok N z 3' with the step heading, the
 * honeypot and the 'Wstecz' / 'Dalej' / send buttons around the current step's fields.
 */
export function WizardForm<T extends FieldValues>({
  form,
  wizard,
  name,
  copy,
  sending,
  failure,
  formProps,
  honeypot,
  onSend,
  children,
}: WizardFormProps<T>) {
  return (
    <FormProvider {...form}>
      <form
        data-form={name}
        aria-label={copy.formLabel}
        noValidate
        // Never a GET: without JavaScript the browser would put what was typed in the address.
        method="post"
        {...formProps}
        onSubmit={wizard.onSubmit(onSend)}
        onClickCapture={wizard.onClickCapture}
      >
        <StepHeader step={wizard.step} steps={copy.steps} headingRef={wizard.headingRef} />
        {children}
        <HoneypotField registration={honeypot} />
        {wizard.isLast ? (
          <div className="mt-6 grid gap-4">
            <SendFailureAlert failure={failure} />
            <FormPrivacyInfo />
          </div>
        ) : null}
        <StepNavigation
          isFirst={wizard.isFirst}
          isLast={wizard.isLast}
          sending={sending}
          submitLabel={copy.submit}
          onBack={wizard.back}
        />
      </form>
    </FormProvider>
  );
}
