interface CreditWarningProps {
  /** The statutory wording, from content. */
  text: string;
  /** Spacing from the block above. */
  className?: string;
}

/**
 * The consumer credit warning beside advertised credit (CCD2 art. 8): legible and clearly set
 * apart, but calm: the brand's ink on white with a brand rule, not an alarm in red. It wraps on a
 * narrow screen and keeps the body's size, so it reads at 390 px as well as on a desktop.
 */
export function CreditWarning({ text, className = '' }: CreditWarningProps) {
  return (
    <p
      className={`inline-block max-w-full rounded-r-lg border-l-4 border-brand-600 bg-white px-4 py-2 text-base font-semibold text-balance text-brand-950 shadow-card ${className}`}
    >
      {text}
    </p>
  );
}
