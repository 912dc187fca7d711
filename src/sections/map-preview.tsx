import { NewTabNote } from '@/components/ui/new-tab-note';
import { useEffect, useRef, useState } from 'react';
import { SectionShell, type SectionHeading } from './section-shell';

/** A map that loads only when the visitor asks for it. */
export interface MapContent extends SectionHeading {
  /** Address lines shown on the preview. */
  address: string[];
  /** Opens the map in a new tab. */
  mapsUrl: string;
  /** The embeddable map URL, loaded into an iframe after the click. */
  embedUrl: string;
  buttonText: string;
  linkText: string;
  iframeTitle: string;
  /** Explains that loading the map contacts a third party. */
  privacyNote: string;
  /** Read after the link, e.g. "(otwiera się w nowej karcie)". */
  opensInNewTab: string;
}

/** A drawn, stylised street plan: the preview costs no request to anyone. */
function MapBackdrop() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 800 450"
      preserveAspectRatio="xMidYMid slice"
      className="absolute inset-0 h-full w-full"
    >
      <rect width="800" height="450" className="fill-surface-sunken" />
      <path d="M520 0h280v170c-90 10-170-20-280-60z" className="fill-brand-100" />
      <path d="M0 330c120-30 210 10 300 60v60H0z" className="fill-brand-100" />
      <g className="fill-none stroke-white" strokeLinecap="round">
        <path
          d="M-20 120L820 60M-20 280l840 40M160-20l60 490M430-20l-40 490M640-20l30 490"
          strokeWidth="18"
        />
        <path d="M-20 200h840M300-20l20 490M540-20l-20 490M80 0l700 450" strokeWidth="8" />
      </g>
      <g className="fill-none stroke-brand-200" strokeWidth="2">
        <path d="M-20 120L820 60M-20 280l840 40" />
      </g>
      <g transform="translate(400 205)">
        <path
          d="M0 36C-14 20-24 8-24-6a24 24 0 0 1 48 0C24 8 14 20 0 36z"
          className="fill-brand-700"
        />
        <circle r="9" cy="-6" className="fill-white" />
      </g>
    </svg>
  );
}

/**
 * A map that contacts the map provider only after the visitor asks: first a local drawn preview with
 * the address and a button, then the provider's iframe in the same box. A plain link opens the map
 * in a new tab either way.
 */
export function MapPreview({
  address,
  mapsUrl,
  embedUrl,
  buttonText,
  linkText,
  iframeTitle,
  privacyNote,
  opensInNewTab,
  tone = 'plain',
  ...heading
}: MapContent) {
  const [loaded, setLoaded] = useState(false);
  const iframeRef = useRef<HTMLIFrameElement>(null);

  // The button disappears with the preview: keep keyboard focus in the same place, on the map.
  useEffect(() => {
    if (loaded) iframeRef.current?.focus();
  }, [loaded]);

  return (
    <SectionShell section="map-preview" heading={heading} tone={tone}>
      {/* The box grows with the preview card (larger text, wider spacing): nothing is cut off. */}
      <div className="relative overflow-hidden rounded-card border border-slate-200 bg-surface-sunken shadow-card">
        {loaded ? (
          <div className="relative min-h-[22rem] sm:aspect-[16/9] sm:min-h-0">
            <iframe
              ref={iframeRef}
              src={embedUrl}
              title={iframeTitle}
              width={800}
              height={450}
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
              className="absolute inset-0 h-full w-full border-0"
            />
          </div>
        ) : (
          <>
            <MapBackdrop />
            <div className="relative flex items-center justify-center p-4 max-sm:min-h-[22rem] sm:aspect-[16/9]">
              <div className="max-w-sm rounded-card bg-white/95 p-5 text-center shadow-lifted sm:p-6">
                <address className="text-base leading-relaxed font-semibold text-brand-950 not-italic">
                  {/* A fixed list in its order; while the owner's data is pending two lines read
                      the same placeholder, so a line's text is no key. */}
                  {address.map((line, index) => (
                    <span key={index} className="block">
                      {line}
                    </span>
                  ))}
                </address>
                <button type="button" className="btn-primary mt-4" onClick={() => setLoaded(true)}>
                  {buttonText}
                </button>
                <p className="mt-3 text-sm leading-snug text-ink-muted">{privacyNote}</p>
              </div>
            </div>
          </>
        )}
      </div>
      <p className="mt-4">
        <a
          href={mapsUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          {linkText}
          <NewTabNote text={opensInNewTab} />
        </a>
      </p>
    </SectionShell>
  );
}
