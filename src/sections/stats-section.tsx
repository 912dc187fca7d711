import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { SectionShell, type SectionHeading } from './section-shell';

export interface Stat {
  /** Short figure as shown (a year, an amount, a time), formatted by the content module. */
  value: string;
  label: string;
}

/** Spec §2 stats section. */
export interface StatsContent extends SectionHeading {
  stats: Stat[];
  /** Extra information under the figures. */
  info?: string;
  /** Adds a button; its link defaults to the application wizard. */
  ctaText?: string;
  ctaLink?: string;
  /** `primary`: white on the brand colour; `light`: brand on a pale background. Default primary. */
  variant?: 'primary' | 'light';
}

/** Spec §2 stats section: key figures, optional extra information and call to action. */
export function StatsSection({
  stats,
  info,
  ctaText,
  ctaLink = paths.application,
  variant = 'primary',
  ...heading
}: StatsContent) {
  const primary = variant === 'primary';
  return (
    <SectionShell
      section="stats-section"
      heading={heading}
      tone={primary ? 'brand' : 'muted'}
      centered
    >
      <dl className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-[repeat(auto-fit,minmax(10rem,1fr))]">
        {stats.map((stat) => (
          <div
            key={stat.label}
            className={`flex flex-col-reverse justify-end rounded-card px-4 py-5 text-center ${
              primary ? 'bg-white/10' : 'border border-slate-200 bg-white shadow-card'
            }`}
          >
            <dt
              className={`mt-1 text-sm sm:text-base ${primary ? 'text-brand-100' : 'text-ink-muted'}`}
            >
              {stat.label}
            </dt>
            <dd
              className={`text-xl leading-tight font-bold tracking-tight text-balance sm:text-2xl ${
                primary ? 'text-accent-300' : 'text-brand-800'
              }`}
            >
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
      {info ? (
        <p
          className={`mx-auto mt-8 max-w-3xl text-center text-pretty ${
            primary ? 'text-brand-100' : 'text-ink-muted'
          }`}
        >
          {info}
        </p>
      ) : null}
      {ctaText ? (
        <div className="mt-8 flex justify-center">
          <Link to={ctaLink} className="btn-primary px-7 py-3 text-lg">
            {ctaText}
          </Link>
        </div>
      ) : null}
    </SectionShell>
  );
}
