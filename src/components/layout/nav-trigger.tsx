/** What a desktop navigation group looks like, before and after Radix takes it over. */
import { DisclosureChevron } from '@/components/ui/disclosure-chevron';

export function navTriggerClass(holdsCurrentPage: boolean): string {
  return `group inline-flex items-center gap-1 whitespace-nowrap rounded-md px-1.5 py-2 text-[0.8125rem] font-medium lg:px-2 lg:text-sm transition-colors hover:bg-brand-50 hover:text-brand-800 aria-expanded:bg-brand-50 ${
    holdsCurrentPage ? 'text-brand-700' : 'text-ink'
  }`;
}

export function NavTriggerLabel({ name }: { name: string }) {
  return (
    <>
      {name}
      <DisclosureChevron size={12} />
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
