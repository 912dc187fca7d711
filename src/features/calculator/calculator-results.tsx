import { useEffect, useState, type ReactNode, type RefObject } from 'react';
import { Term } from '@/components/ui/term';
import { calculatorCopy as copy } from '@/content/pages/consolidation-calculator';
import { changeOf, verdictOf, type ConsolidationResult } from '@/lib/consolidation';
import { formatPercent, formatPln } from '@/lib/format';

/** How long the visitor pauses typing before the result is read out to screen readers. */
const ANNOUNCE_AFTER_MS = 900;

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

/** The verdict in words (none without a result), and the sentence read out to screen readers. */
function resultWords(result: ConsolidationResult, values: Shown) {
  const computed = result.status === 'ok' ? result : undefined;
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
  return { verdict, status };
}

/** `status`, once the visitor stops typing: one polite announcement, not one per keystroke. */
function useAnnounced(status: string): string {
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(status), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [status]);
  return announced;
}

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

/** A titled list of figures: the new loan, today's debts, the differences. */
function FigureGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h4 className="font-semibold text-brand-900">{title}</h4>
      <dl>{children}</dl>
    </div>
  );
}

/** The verdict, or in its place what keeps the calculator from giving one. */
function Verdict({ verdict, otherwise }: { verdict: string | undefined; otherwise: string }) {
  return verdict ? (
    <p data-result="verdict" className="rounded-lg bg-white p-4 font-medium text-ink">
      {verdict}
    </p>
  ) : (
    <p data-result="verdict" className="rounded-lg bg-white p-4 text-ink-muted">
      {otherwise}
    </p>
  );
}

interface CalculatorResultsProps {
  /** The heading's id, made by the calculator (its ids stay those of the served HTML). */
  id: string;
  /** The heading, which 'Pokaż wynik' focuses. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  result: ConsolidationResult;
  /** Whether a field shows its message: the verdict's place then asks to correct it. */
  showsError: boolean;
}

/**
 * The result beside the calculator's form: the new loan, today's debts and the differences, the
 * verdict and the caveats; what it says is read out once typing pauses.
 */
export function CalculatorResults({ id, headingRef, result, showsError }: CalculatorResultsProps) {
  const computed = result.status === 'ok' ? result : undefined;
  const values = computed ? shown(computed) : undefined;
  const { verdict, status } = resultWords(result, values);
  const announced = useAnnounced(status);
  return (
    <section
      aria-labelledby={id}
      className="grid gap-4 rounded-card border border-brand-200 bg-brand-50/60 p-5 sm:p-6 lg:sticky lg:top-24"
    >
      <h3
        id={id}
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold text-brand-950 outline-none"
      >
        {copy.resultsTitle}
      </h3>
      <FigureGroup title={copy.newLoanTitle}>
        {(['instalment', 'rrso', 'totalCost', 'totalPayable'] as const).map((name) => (
          <Figure key={name} name={name} values={values} />
        ))}
      </FigureGroup>
      <FigureGroup title={copy.currentTitle}>
        <Figure name="currentMonthly" values={values} />
        <Figure name="currentRemaining" values={values} />
      </FigureGroup>
      <FigureGroup title={copy.differenceTitle}>
        <Difference
          name="monthlyDifference"
          values={values}
          difference={computed?.monthlyDifference}
        />
        <Difference name="totalDifference" values={values} difference={computed?.totalDifference} />
      </FigureGroup>
      <Verdict
        verdict={verdict}
        otherwise={
          result.status === 'over-limit' ? status : showsError ? copy.fix : copy.incomplete
        }
      />
      <div className="grid gap-2 text-sm text-ink-muted">
        <p>{copy.caveat}</p>
        <p>{copy.fees}</p>
        {copy.remunerationNote ? <p>{copy.remunerationNote}</p> : null}
      </div>
      <p role="status" className="sr-only">
        {announced}
      </p>
    </section>
  );
}
