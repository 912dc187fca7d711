import type { ReactNode } from 'react';
import {
  FormProvider,
  type FieldValues,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import type { WizardStepCopy } from '@/content/wizard';
import { HoneypotField } from '../honeypot-field';
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
        onSubmit={wizard.onSubmit(onSend)}
        onClickCapture={wizard.onClickCapture}
      >
        <StepHeader step={wizard.step} steps={copy.steps} headingRef={wizard.headingRef} />
        {children}
        <HoneypotField registration={honeypot} />
        <StepNavigation
          isFirst={wizard.isFirst}
          isLast={wizard.isLast}
          sending={sending}
          submitLabel={copy.submit}
          onBack={wizard.back}
          onNext={() => void wizard.next()}
        />
      </form>
    </FormProvider>
  );
}
