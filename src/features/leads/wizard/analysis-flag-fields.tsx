import { analysisWizard } from '@/content/wizard';
import { analysisFlags, type AnalysisValues } from './analysis-schema';
import { CheckboxGroup, GroupCheckbox } from './checkbox-group';
import { useClearingRegister } from './form-context';

/** The analysis form's four optional flags about the visitor's situation. */
export function AnalysisFlagFields() {
  const field = useClearingRegister<AnalysisValues>();
  return (
    <CheckboxGroup legend={analysisWizard.flagsLegend} hint={analysisWizard.flagsHint}>
      {({ invalid }) =>
        analysisFlags.map((flag) => (
          <GroupCheckbox
            key={flag}
            label={analysisWizard.flags[flag]}
            registration={field(flag)}
            invalid={invalid}
          />
        ))
      }
    </CheckboxGroup>
  );
}
