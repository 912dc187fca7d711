import { useEffect, useId, useMemo, useRef, useState, type SubmitEvent } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { calculatorLimits } from '@shared/calculator-limits';
import { Term } from '@/components/ui/term';
import { Field, controlClass } from '@/components/ui/field';
import {
  calculatorCopy as copy,
  calculatorDefaultTerm,
  calculatorOffer,
} from '@/content/pages/consolidation-calculator';
import {
  changeOf,
  compareConsolidation,
  verdictOf,
  type ConsolidationResult,
} from '@/lib/consolidation';
import { formatPercent, formatPln } from '@/lib/format';
import { setCalculation } from './calculation-store';
import { checkInput, type DebtField, type DebtRowInput } from './calculator-input';

/** How long the visitor pauses typing before the result is read out to screen readers. */
const ANNOUNCE_AFTER_MS = 900;

/** What the fields hold: text, checked by checkInput (./calculator-input.ts) as it is typed. */
interface CalculatorValues {
  debts: DebtRowInput[];
  term: string;
}

const debtFields: DebtField[] = ['balance', 'instalment', 'monthsLeft'];

const emptyRow: DebtRowInput = { balance: '', instalment: '', monthsLeft: '' };

const defaultValues: CalculatorValues = {
  debts: [emptyRow],
  term: String(calculatorDefaultTerm),
};

/** The values as they are now, copied: react-hook-form changes its own in place. */
function snapshot({ debts, term }: CalculatorValues): CalculatorValues {
  return { debts: debts.map((row) => ({ ...row })), term };
}

type ResultKey =
  | 'instalment'
  | 'rrso'
  | 'totalCost'
  | 'totalPayable'
  | 'currentMonthly'
  | 'currentRemaining'
  | 'monthlyDifference'
  | 'totalDifference';

type Computed = Extract<ConsolidationResult, { status: 'ok' }>;

/** Each result as shown: a Polish amount or percentage, never NaN, Infinity or a negative rate. */
function shown(result: Computed): Record<ResultKey, string> {
  const { figures } = result;
  return {
    instalment: formatPln(figures.instalment),
    rrso: formatPercent(figures.aprPercent),
    totalCost: formatPln(figures.totalCost),
    totalPayable: formatPln(figures.totalPayable),
    currentMonthly: formatPln(result.currentMonthly),
    currentRemaining: formatPln(result.currentRemaining),
    monthlyDifference: formatPln(Math.abs(result.monthlyDifference)),
    totalDifference: formatPln(Math.abs(result.totalDifference)),
  };
}

/** The results as shown, or undefined while there is nothing to compute. */
type Shown = Record<ResultKey, string> | undefined;

/** One figure of the result, under `data-result` for the tests and analytics. */
function Figure({ name, values }: { name: ResultKey; values: Shown }) {
  const label = copy.results[name];
  const explanation = (copy.explanations as Partial<Record<ResultKey, string>>)[name];
  return (
    <div className="flex items-baseline justify-between gap-4 border-b border-slate-200 py-2">
      <dt className="text-sm text-ink-muted">
        {explanation ? <Term explanation={explanation}>{label}</Term> : label}
      </dt>
      <dd className="text-right font-semibold text-ink tabular-nums">
        <span data-result={name}>{values?.[name] ?? copy.empty}</span>
      </dd>
    </div>
  );
}

/** A difference between the new loan and today, coloured and said in words by its sign. */
function Difference({
  name,
  values,
  difference,
}: {
  name: ResultKey;
  values: Shown;
  difference: number | undefined;
}) {
  const change = difference === undefined ? undefined : changeOf(difference);
  return (
    <div className="flex items-baseline justify-between gap-4 border-b border-slate-200 py-2">
      <dt className="text-sm text-ink-muted">{copy.results[name]}</dt>
      <dd
        className={`text-right font-semibold tabular-nums ${change === 'lower' ? 'text-brand-800' : change === 'higher' ? 'text-danger-700' : 'text-ink'}`}
      >
        <span data-result={name}>{values?.[name] ?? copy.empty}</span>
        {change === undefined ? null : (
          <span className="block text-sm font-normal">{copy.changes[change]}</span>
        )}
      </dd>
    </div>
  );
}

/**
 * The consolidation calculator (issue 27): the obligations the visitor repays today, one row each,
 * and the term of one consolidation credit of their sum; the result follows every keystroke and is
 * read out to screen readers once typing pauses.
 *
 * Prerendered as a real form and hydrated at the visitor's first touch, focus or key in it
 * (src/pages/consolidation-calculator-page.tsx), like the lead forms and by the same means: its
 * fields are react-hook-form's uncontrolled inputs, so what is typed into the served fields before
 * the code arrives stays in them, and react-hook-form reads it as the fields register.
 */
export function ConsolidationCalculator() {
  const headingId = useId();
  const resultsId = useId();
  const form = useForm<CalculatorValues>({ defaultValues });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'debts' });
  const [values, setValues] = useState(defaultValues);
  const [announced, setAnnounced] = useState('');
  // Empty fields whose message the visitor asked for with 'Pokaż wynik' (see showResult).
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(() => new Set());
  const formRef = useRef<HTMLFormElement>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const focusAfterRender = useRef<string | undefined>(undefined);

  // The values on screen, followed once mounted (react-hook-form gives its values from then on; the
  // lead forms read theirs at the same moment): what the fields held as they registered, typed
  // before hydration included, then every edit and every added or removed row.
  useEffect(() => {
    const read = () => {
      setValues(snapshot(form.getValues()));
    };
    const unsubscribe = form.subscribe({ formState: { values: true }, callback: read });
    read();
    return unsubscribe;
  }, [form, fields]);

  const checked = useMemo(() => checkInput(values.debts, values.term), [values]);
  const result: ConsolidationResult = useMemo(
    () =>
      checked.debts && checked.term !== undefined
        ? compareConsolidation(checked.debts, checked.term, calculatorOffer)
        : { status: 'invalid' },
    [checked],
  );
  const computed = result.status === 'ok' ? result : undefined;
  const shownValues = computed ? shown(computed) : undefined;

  // The callback form sends what is on screen.
  useEffect(() => {
    setCalculation(
      computed && checked.debts && checked.term !== undefined
        ? {
            debts: checked.debts,
            term: checked.term,
            instalment: computed.figures.instalment,
            rrso: computed.figures.aprPercent,
          }
        : undefined,
    );
  }, [computed, checked]);
  useEffect(() => () => setCalculation(undefined), []);

  const verdict =
    computed && shownValues
      ? copy.verdicts[verdictOf(computed)]({
          monthly: shownValues.monthlyDifference,
          total: shownValues.totalDifference,
        })
      : undefined;
  const status =
    result.status === 'over-limit'
      ? copy.overLimit(formatPln(result.amount))
      : computed && shownValues
        ? copy.announcement(
            shownValues.instalment,
            shownValues.rrso,
            copy.announceMonthly(
              shownValues.monthlyDifference,
              changeOf(computed.monthlyDifference),
            ),
            copy.announceTotal(shownValues.totalDifference, changeOf(computed.totalDifference)),
          )
        : '';

  // One polite announcement once the visitor stops typing, not one per keystroke.
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(status), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [status]);

  useEffect(() => {
    const name = focusAfterRender.current;
    if (!name) return;
    focusAfterRender.current = undefined;
    formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
  });

  type FieldName = 'term' | `debts.${number}.${DebtField}`;
  const fieldNames: FieldName[] = [
    ...fields.flatMap((_, index) => debtFields.map((field) => `debts.${index}.${field}` as const)),
    'term',
  ];
  // An empty field's message waits until the visitor has left it or asked for the result.
  const errorOf = (name: FieldName) =>
    checked.missing.has(name) &&
    !revealed.has(name) &&
    !form.getFieldState(name, form.formState).isTouched
      ? undefined
      : checked.errors[name];
  const showsError = fieldNames.some((name) => errorOf(name) !== undefined);

  /**
   * 'Pokaż wynik' (or Enter in a field): the result follows every keystroke anyway, so this moves
   * the focus to it, or, while a field stops it, shows every message and moves the focus to the
   * first field in error (GOV.UK).
   */
  function showResult(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const firstInvalid = fieldNames.find((name) => checked.errors[name] !== undefined);
    if (firstInvalid === undefined) {
      resultsHeading.current?.focus();
      return;
    }
    setRevealed(new Set(checked.missing));
    focusAfterRender.current = firstInvalid;
  }

  function addRow() {
    focusAfterRender.current = `debts.${fields.length}.balance`;
    append(emptyRow, { shouldFocus: false });
  }

  function removeRow(index: number) {
    // Focus goes to the row that takes this one's place, or the one before when it was the last.
    focusAfterRender.current = `debts.${Math.min(index, fields.length - 2)}.balance`;
    remove(index);
    // Revealed names are positional: those of later rows would now point at other rows.
    setRevealed(new Set());
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-start">
      <form
        data-form="calculator"
        noValidate
        // Never a GET: without JavaScript the browser would put the debts typed in the address.
        method="post"
        aria-labelledby={headingId}
        ref={formRef}
        onSubmit={showResult}
        className="grid gap-5 rounded-card border border-slate-200 bg-white p-5 shadow-card sm:p-6"
      >
        <div>
          <h3 id={headingId} className="text-xl font-bold text-brand-950">
            {copy.debtsTitle}
          </h3>
          <p className="mt-1 text-sm text-ink-muted">{copy.debtsHint}</p>
        </div>
        <div className="grid gap-4">
          {fields.map((row, index) => (
            <fieldset
              key={row.id}
              className="grid items-start gap-3 rounded-lg border border-slate-200 p-4 sm:grid-cols-3"
            >
              <legend className="px-1 text-sm font-semibold text-brand-900">
                {copy.debtLegend(index + 1)}
              </legend>
              {debtFields.map((field) => {
                const name = `debts.${index}.${field}` as const;
                return (
                  <Field key={field} label={copy.labels[field]} error={errorOf(name)} required>
                    {(control) => (
                      <input
                        {...control}
                        {...form.register(name)}
                        type="text"
                        inputMode="numeric"
                        autoComplete="off"
                        maxLength={12}
                        className={controlClass}
                      />
                    )}
                  </Field>
                );
              })}
              {fields.length > 1 ? (
                <div className="sm:col-span-3">
                  <button
                    type="button"
                    aria-label={copy.removeLabel(index + 1)}
                    onClick={() => removeRow(index)}
                    className="btn-secondary min-h-10 px-4 py-1.5 text-sm"
                  >
                    {copy.remove}
                  </button>
                </div>
              ) : null}
            </fieldset>
          ))}
        </div>
        {fields.length < calculatorLimits.maxDebts ? (
          <button type="button" onClick={addRow} className="btn-secondary justify-self-start">
            <span aria-hidden="true">+</span>
            {copy.add}
          </button>
        ) : (
          <p className="text-sm text-ink-muted">{copy.maxDebts}</p>
        )}
        <Field label={copy.labels.term} hint={copy.termHint} error={errorOf('term')} required>
          {(control) => (
            <input
              {...control}
              {...form.register('term')}
              // Served with the default term: the uncontrolled field shows it before any code runs.
              defaultValue={defaultValues.term}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              maxLength={3}
              className={`${controlClass} max-w-40`}
            />
          )}
        </Field>
        <button type="submit" className="btn-primary justify-self-start">
          {copy.showResult}
        </button>
      </form>

      <section
        aria-labelledby={resultsId}
        className="grid gap-4 rounded-card border border-brand-200 bg-brand-50/60 p-5 sm:p-6 lg:sticky lg:top-24"
      >
        <h3
          id={resultsId}
          ref={resultsHeading}
          tabIndex={-1}
          className="text-xl font-bold text-brand-950 outline-none"
        >
          {copy.resultsTitle}
        </h3>
        <div>
          <h4 className="font-semibold text-brand-900">{copy.newLoanTitle}</h4>
          <dl>
            {(['instalment', 'rrso', 'totalCost', 'totalPayable'] as const).map((name) => (
              <Figure key={name} name={name} values={shownValues} />
            ))}
          </dl>
        </div>
        <div>
          <h4 className="font-semibold text-brand-900">{copy.currentTitle}</h4>
          <dl>
            <Figure name="currentMonthly" values={shownValues} />
            <Figure name="currentRemaining" values={shownValues} />
          </dl>
        </div>
        <div>
          <h4 className="font-semibold text-brand-900">{copy.differenceTitle}</h4>
          <dl>
            <Difference
              name="monthlyDifference"
              values={shownValues}
              difference={computed?.monthlyDifference}
            />
            <Difference
              name="totalDifference"
              values={shownValues}
              difference={computed?.totalDifference}
            />
          </dl>
        </div>
        {verdict ? (
          <p data-result="verdict" className="rounded-lg bg-white p-4 font-medium text-ink">
            {verdict}
          </p>
        ) : (
          <p data-result="verdict" className="rounded-lg bg-white p-4 text-ink-muted">
            {result.status === 'over-limit' ? status : showsError ? copy.fix : copy.incomplete}
          </p>
        )}
        <div className="grid gap-2 text-sm text-ink-muted">
          <p>{copy.caveat}</p>
          <p>{copy.fees}</p>
          {copy.remunerationNote ? <p>{copy.remunerationNote}</p> : null}
        </div>
        <p role="status" className="sr-only">
          {announced}
        </p>
      </section>
    </div>
  );
}
