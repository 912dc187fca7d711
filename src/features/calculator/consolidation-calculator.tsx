import { useEffect, useId, useMemo, useRef, useState } from 'react';
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

interface Row extends DebtRowInput {
  key: number;
}

const debtFields: DebtField[] = ['balance', 'instalment', 'monthsLeft'];

let nextKey = 0;
const emptyRow = (): Row => ({ key: nextKey++, balance: '', instalment: '', monthsLeft: '' });

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
 * read out to screen readers once typing pauses. Runs in the browser only (a lazily loaded island).
 */
export function ConsolidationCalculator() {
  const headingId = useId();
  const resultsId = useId();
  const [rows, setRows] = useState<Row[]>(() => [emptyRow()]);
  const [term, setTerm] = useState(String(calculatorDefaultTerm));
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [announced, setAnnounced] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  const focusAfterRender = useRef<string | undefined>(undefined);

  const checked = useMemo(() => checkInput(rows, term), [rows, term]);
  const result: ConsolidationResult = useMemo(
    () =>
      checked.debts && checked.term !== undefined
        ? compareConsolidation(checked.debts, checked.term, calculatorOffer)
        : { status: 'invalid' },
    [checked],
  );
  const computed = result.status === 'ok' ? result : undefined;
  const values = computed ? shown(computed) : undefined;

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
    computed && values
      ? copy.verdicts[verdictOf(computed)]({
          monthly: values.monthlyDifference,
          total: values.totalDifference,
        })
      : undefined;
  const status =
    result.status === 'over-limit'
      ? copy.overLimit(formatPln(result.amount))
      : computed && values
        ? copy.announcement(
            values.instalment,
            values.rrso,
            copy.announceMonthly(values.monthlyDifference, changeOf(computed.monthlyDifference)),
            copy.announceTotal(values.totalDifference, changeOf(computed.totalDifference)),
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
    listRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
  });

  const errorOf = (name: string) =>
    checked.missing.has(name) && !touched.has(name) ? undefined : checked.errors[name];
  const showsError = Object.keys(checked.errors).some((name) => errorOf(name) !== undefined);
  const touch = (name: string) =>
    setTouched((before) => (before.has(name) ? before : new Set(before).add(name)));

  function edit(index: number, field: DebtField, value: string) {
    setRows((before) => before.map((row, i) => (i === index ? { ...row, [field]: value } : row)));
  }

  function addRow() {
    focusAfterRender.current = `debts.${rows.length}.balance`;
    setRows((before) => [...before, emptyRow()]);
  }

  function removeRow(index: number) {
    // Focus goes to the row that takes this one's place, or the one before when it was the last.
    focusAfterRender.current = `debts.${Math.min(index, rows.length - 2)}.balance`;
    setRows((before) => before.filter((_, i) => i !== index));
    // Touched names are positional: those of later rows would now point at other rows.
    setTouched(new Set());
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-start">
      <form
        data-form="calculator"
        noValidate
        aria-labelledby={headingId}
        onSubmit={(event) => event.preventDefault()}
        className="grid gap-5 rounded-card border border-slate-200 bg-white p-5 shadow-card sm:p-6"
      >
        <div>
          <h3 id={headingId} className="text-xl font-bold text-brand-950">
            {copy.debtsTitle}
          </h3>
          <p className="mt-1 text-sm text-ink-muted">{copy.debtsHint}</p>
        </div>
        <div ref={listRef} className="grid gap-4">
          {rows.map((row, index) => (
            <fieldset
              key={row.key}
              className="grid items-start gap-3 rounded-lg border border-slate-200 p-4 sm:grid-cols-3"
            >
              <legend className="px-1 text-sm font-semibold text-brand-900">
                {copy.debtLegend(index + 1)}
              </legend>
              {debtFields.map((field) => {
                const name = `debts.${index}.${field}`;
                return (
                  <Field key={field} label={copy.labels[field]} error={errorOf(name)} required>
                    {(control) => (
                      <input
                        {...control}
                        name={name}
                        type="text"
                        inputMode="numeric"
                        autoComplete="off"
                        maxLength={12}
                        value={row[field]}
                        onChange={(event) => edit(index, field, event.target.value)}
                        onBlur={() => touch(name)}
                        className={controlClass}
                      />
                    )}
                  </Field>
                );
              })}
              {rows.length > 1 ? (
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
        {rows.length < calculatorLimits.maxDebts ? (
          <button type="button" onClick={addRow} className="btn-secondary justify-self-start">
            <span aria-hidden="true">+</span>
            {copy.add}
          </button>
        ) : (
          <p className="text-sm text-ink-muted">{copy.maxDebts}</p>
        )}
        <Field label={copy.labels.term} hint={copy.termHint} error={checked.errors.term} required>
          {(control) => (
            <input
              {...control}
              name="term"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              maxLength={3}
              value={term}
              onChange={(event) => setTerm(event.target.value)}
              className={`${controlClass} max-w-40`}
            />
          )}
        </Field>
      </form>

      <section
        aria-labelledby={resultsId}
        className="grid gap-4 rounded-card border border-brand-200 bg-brand-50/60 p-5 sm:p-6 lg:sticky lg:top-24"
      >
        <h3 id={resultsId} className="text-xl font-bold text-brand-950">
          {copy.resultsTitle}
        </h3>
        <div>
          <h4 className="font-semibold text-brand-900">{copy.newLoanTitle}</h4>
          <dl>
            {(['instalment', 'rrso', 'totalCost', 'totalPayable'] as const).map((name) => (
              <Figure key={name} name={name} values={values} />
            ))}
          </dl>
        </div>
        <div>
          <h4 className="font-semibold text-brand-900">{copy.currentTitle}</h4>
          <dl>
            <Figure name="currentMonthly" values={values} />
            <Figure name="currentRemaining" values={values} />
          </dl>
        </div>
        <div>
          <h4 className="font-semibold text-brand-900">{copy.differenceTitle}</h4>
          <dl>
            <Difference
              name="monthlyDifference"
              values={values}
              difference={computed?.monthlyDifference}
            />
            <Difference
              name="totalDifference"
              values={values}
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
