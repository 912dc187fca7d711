import { NewTabNote } from '@/components/ui/new-tab-note';
import { useRef, type KeyboardEvent } from 'react';
import { useStateFromDom } from '@/hydration/state-from-dom';
import { Link } from 'react-router-dom';
import { cardClass } from '@/components/ui/card';
import { SectionShell, type SectionHeading } from './section-shell';
import type { InternalLink } from './internal-link';

export interface TabItem {
  title: string;
  text: string;
  link: InternalLink;
}

export interface Tab {
  /** Stable id used for the tab's element ids. */
  id: string;
  title: string;
  /** The tab title may also link to an external site (opened in a new tab). */
  externalLink?: { text: string; href: string };
  intro: string;
  items: TabItem[];
}

export interface TabsContent extends SectionHeading {
  tabs: Tab[];
  /** Read after an external link, e.g. "(otwiera się w nowej karcie)". */
  opensInNewTab: string;
}

const tabId = (tab: Tab) => `tab-${tab.id}`;
const panelId = (tab: Tab) => `panel-${tab.id}`;

/** The tab the page shows selected: one chosen before the app's code had arrived. */
function tabShownSelected(root: HTMLElement): number {
  return Math.max(
    0,
    [...root.querySelectorAll('[role="tab"]')].findIndex(
      (tab) => tab.getAttribute('aria-selected') === 'true',
    ),
  );
}

/**
 * Spec §2 solutions tabs, after the WAI-ARIA tabs pattern (automatic activation): one tab stop,
 * arrows / Home / End move and select. Every panel is in the HTML, the inactive ones `hidden`,
 * so crawlers follow every link, and a tab tapped before the app's code has arrived shows its panel
 * at once (hydration/before-start.ts).
 */
export function SolutionTabs({ tabs, opensInNewTab, tone = 'plain', ...heading }: TabsContent) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useStateFromDom(0, rootRef, tabShownSelected);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  function select(index: number) {
    setSelected(index);
    tabRefs.current[index]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const last = tabs.length - 1;
    const next: Record<string, number> = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  }

  return (
    <SectionShell section="solution-tabs" heading={heading} tone={tone}>
      <div ref={rootRef} data-early="tabs">
        <div role="tablist" aria-label={heading.title} className="flex flex-wrap gap-2">
          {tabs.map((tab, index) => {
            const active = index === selected;
            return (
              <button
                key={tab.id}
                ref={(element) => {
                  tabRefs.current[index] = element;
                }}
                type="button"
                role="tab"
                id={tabId(tab)}
                aria-selected={active}
                aria-controls={panelId(tab)}
                tabIndex={active ? 0 : -1}
                onClick={(event) => {
                  if (!event.defaultPrevented) select(index);
                }}
                onKeyDown={onKeyDown}
                // Styled by aria-selected, which a tap before the app's code sets too.
                className="min-h-11 rounded-pill border border-slate-300 bg-white px-5 py-2 text-base font-semibold text-brand-800 transition-colors not-aria-selected:hover:border-brand-700 not-aria-selected:hover:bg-brand-50 aria-selected:border-brand-700 aria-selected:bg-brand-700 aria-selected:text-white"
              >
                {tab.title}
              </button>
            );
          })}
        </div>
        {tabs.map((tab, index) => (
          <TabPanel
            key={tab.id}
            tab={tab}
            hidden={index !== selected}
            opensInNewTab={opensInNewTab}
          />
        ))}
      </div>
    </SectionShell>
  );
}

function TabPanel({
  tab,
  hidden,
  opensInNewTab,
}: {
  tab: Tab;
  hidden: boolean;
  opensInNewTab: string;
}) {
  return (
    <div
      role="tabpanel"
      id={panelId(tab)}
      aria-labelledby={tabId(tab)}
      hidden={hidden}
      tabIndex={0}
      className="mt-8"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <h3 className="text-xl font-bold text-brand-950">{tab.title}</h3>
        {tab.externalLink ? (
          <a
            href={tab.externalLink.href}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            {tab.externalLink.text}
            <NewTabNote text={opensInNewTab} />
            <svg
              aria-hidden="true"
              focusable="false"
              viewBox="0 0 24 24"
              className="ml-1 inline-block h-4 w-4 align-[-0.125em]"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
            </svg>
          </a>
        ) : null}
      </div>
      <p className="mt-3 max-w-3xl text-lg leading-relaxed text-ink-muted">{tab.intro}</p>
      <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {tab.items.map((item) => (
          <li key={item.link.path} className={`${cardClass} flex flex-col`}>
            <h4 className="text-lg font-semibold text-brand-950">{item.title}</h4>
            <p className="mt-2 flex-1 leading-relaxed text-ink-muted">{item.text}</p>
            <Link
              to={item.link.path}
              className="mt-5 inline-flex items-center gap-1 self-start font-semibold text-brand-700 underline decoration-brand-300 underline-offset-4 hover:text-brand-900 hover:decoration-brand-700"
            >
              {item.link.text}
              <span aria-hidden="true">→</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
