import { useId } from 'react';
import { Image } from '@/components/ui/image';
import { CheckList } from './check-list';
import type { Stat } from './stats-section';

/** A person presented on the team page. */
export interface ExpertContent {
  name: string;
  role: string;
  bio: string[];
  specialtiesTitle: string;
  specialties: string[];
  quote: string;
  stats: Stat[];
  image: { src: string; alt: string; width: number; height: number };
}

/** A person of the team: portrait, role, biography, specialties, a quote and key figures. */
export function ExpertProfile({
  name,
  role,
  bio,
  specialtiesTitle,
  specialties,
  quote,
  stats,
  image,
}: ExpertContent) {
  const headingId = useId();
  return (
    <section data-section="expert-profile" aria-labelledby={headingId} className="py-14 sm:py-20">
      <div className="container-page grid items-start gap-10 lg:grid-cols-[2fr_3fr]">
        <div className="mx-auto w-full max-w-sm overflow-hidden rounded-card bg-brand-50 shadow-card lg:sticky lg:top-24">
          <Image
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            priority
            className="h-auto w-full"
          />
        </div>
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{role}</p>
          <h2 id={headingId} className="mt-1 text-3xl font-bold text-brand-950">
            {name}
          </h2>
          <dl className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3">
            {stats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse rounded-xl bg-brand-50 p-4">
                <dt className="text-sm text-ink-muted">{stat.label}</dt>
                <dd className="text-xl font-bold text-brand-800">{stat.value}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-pretty">
            {bio.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <h3 className="mt-8 text-lg font-semibold text-brand-950">{specialtiesTitle}</h3>
          <div className="mt-3">
            <CheckList items={specialties} columns={2} />
          </div>
          <blockquote className="mt-8 border-l-4 border-accent-400 pl-5 text-lg font-medium text-pretty text-brand-950">
            <p>„{quote}”</p>
          </blockquote>
        </div>
      </div>
    </section>
  );
}
