import { situationKeys } from '@shared/lead-schema';
import { applicationWizard } from '@/content/wizard';
import { CheckboxGroup, GroupCheckbox } from './checkbox-group';
import { useClearingRegister, useFieldError } from './form-context';
import type { ApplicationValues } from './application-schema';

/** The application's seven situations: at least one is required; any change clears the error. */
export function SituationFields() {
  const field = useClearingRegister<ApplicationValues>();
  const error = useFieldError<ApplicationValues>();
  return (
    <CheckboxGroup
      legend={applicationWizard.situationsLegend}
      hint={applicationWizard.situationsHint}
      error={error('selectedSituations')}
      required
    >
      {({ invalid, errorId }) =>
        situationKeys.map((key, index) => (
          <GroupCheckbox
            key={key}
            label={applicationWizard.situations[key]}
            registration={field(`selectedSituations.${key}`, 'selectedSituations')}
            invalid={invalid}
            describedBy={index === 0 ? errorId : undefined}
          />
        ))
      }
    </CheckboxGroup>
  );
}
