/** What a desktop navigation group looks like, before and after Radix takes it over. */

export function navTriggerClass(holdsCurrentPage: boolean): string {
  return `group inline-flex items-center gap-1 whitespace-nowrap rounded-md px-1.5 py-2 text-[0.8125rem] font-medium lg:px-2 lg:text-sm transition-colors hover:bg-brand-50 hover:text-brand-800 aria-expanded:bg-brand-50 ${
    holdsCurrentPage ? 'text-brand-700' : 'text-ink'
  }`;
}

export function NavTriggerLabel({ name }: { name: string }) {
  return (
    <>
      {name}
      <svg
        width="12"
        height="12"
        viewBox="0 0 12 12"
        aria-hidden="true"
        className="transition-transform group-aria-expanded:rotate-180"
      >
        <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
      </svg>
    </>
  );
}

/** The open group's list of links. */
export const navListClass =
  'z-50 min-w-64 rounded-card border border-slate-200 bg-white p-2 shadow-lifted';

/** One link in the open group's list; Radix marks the one under the pointer or keyboard. */
export function navItemClass(current: boolean): string {
  return `block rounded-md px-3 py-2 text-sm outline-none hover:bg-brand-50 hover:text-brand-800 data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800 ${
    current ? 'font-semibold text-brand-700' : 'text-ink'
  }`;
}
