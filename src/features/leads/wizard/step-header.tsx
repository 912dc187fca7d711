import { useId, type Ref } from 'react';
import { wizardCopy, type WizardStepCopy } from '@/content/wizard';

interface StepHeaderProps {
  /** The current step, 1-based. */
  step: number;
  steps: readonly WizardStepCopy[];
  headingRef: Ref<HTMLHeadingElement>;
}

/** 'Krok N z 3', a progress bar and the step's heading (focused when the step changes). */
export function StepHeader({ step, steps, headingRef }: StepHeaderProps) {
  const labelId = useId();
  const total = steps.length;
  const { title, description } = steps[step - 1] ?? { title: '', description: '' };
  const label = wizardCopy.progress(step, total);
  return (
    <div className="mb-6 grid gap-4">
      <div>
        <p id={labelId} className="text-sm font-semibold text-brand-700">
          {label}
        </p>
        <progress
          aria-labelledby={labelId}
          max={total}
          value={step}
          className="mt-2 block h-2 w-full appearance-none overflow-hidden rounded-pill bg-surface-sunken [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-surface-sunken [&::-webkit-progress-value]:rounded-pill [&::-webkit-progress-value]:bg-brand-600 [&::-webkit-progress-value]:transition-[width] [&::-webkit-progress-value]:duration-300"
        />
      </div>
      <div className="grid gap-1.5">
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight text-brand-950 outline-none"
        >
          {title}
        </h2>
        <p className="text-ink-muted">{description}</p>
      </div>
    </div>
  );
}
