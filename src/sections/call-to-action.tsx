import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CheckList } from './check-list';
import type { InternalLink } from './internal-link';

/** A band that sends the visitor to the next step. */
export interface CallToActionContent {
  title: string;
  text: string;
  /** The buttons; a section that holds a form in their place has none. */
  primary?: InternalLink;
  secondary?: InternalLink;
  /** Short reassurances shown as a list. */
  benefits?: string[];
}

interface CallToActionProps extends CallToActionContent {
  /** A form shown beside the text instead of the buttons. */
  children?: ReactNode;
  /**
   * A form shown beside the text while the buttons stay, under the text, the main call to action
   * (an offer page's callback form beside its link to the application).
   */
  form?: ReactNode;
}

/** A closing band that leads the visitor to the next step: buttons, a form, or both. */
export function CallToAction({
  title,
  text,
  primary,
  secondary,
  benefits,
  children,
  form,
}: CallToActionProps) {
  const headingId = useId();
  const buttons = (
    <>
      {primary ? (
        <Link to={primary.path} className="btn-primary px-7 py-3 text-lg">
          {primary.text}
        </Link>
      ) : null}
      {secondary ? (
        <Link to={secondary.path} className="btn-on-dark px-7 py-3 text-lg">
          {secondary.text}
        </Link>
      ) : null}
    </>
  );
  if (form) {
    return (
      <section
        data-section="call-to-action"
        data-variant="form-beside-buttons"
        aria-labelledby={headingId}
        className="surface-dark bg-brand-900 py-14 text-white sm:py-20"
      >
        <div className="container-page grid items-start gap-10 lg:grid-cols-[3fr_2fr]">
          <div className="lg:pt-4">
            <h2 id={headingId} className="text-2xl font-bold text-balance sm:text-3xl">
              {title}
            </h2>
            <p className="mt-4 max-w-2xl text-lg text-pretty text-brand-100">{text}</p>
            {benefits?.length ? (
              <div className="mt-6 text-brand-50 [&_svg]:text-accent-300">
                <CheckList items={benefits} />
              </div>
            ) : null}
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">{buttons}</div>
          </div>
          {form}
        </div>
      </section>
    );
  }
  return (
    <section
      data-section="call-to-action"
      data-variant={children ? 'form' : 'buttons'}
      aria-labelledby={headingId}
      className="surface-dark bg-brand-900 py-14 text-white sm:py-20"
    >
      <div className="container-page grid items-center gap-8 lg:grid-cols-[3fr_2fr]">
        <div>
          <h2 id={headingId} className="text-2xl font-bold text-balance sm:text-3xl">
            {title}
          </h2>
          <p className="mt-4 max-w-2xl text-lg text-pretty text-brand-100">{text}</p>
          {benefits?.length ? (
            <div className="mt-6 text-brand-50 [&_svg]:text-accent-300">
              <CheckList items={benefits} />
            </div>
          ) : null}
        </div>
        {children ?? (
          <div className="flex flex-col gap-3 sm:flex-row lg:flex-col lg:items-end">{buttons}</div>
        )}
      </div>
    </section>
  );
}
