import { Icon } from './icon';

/** A list with a check mark before each item. */
export function CheckList({ items, columns = 1 }: { items: readonly string[]; columns?: 1 | 2 }) {
  return (
    <ul className={`grid gap-3 ${columns === 2 ? 'md:grid-cols-2 md:gap-x-8' : ''}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <Icon name="check" className="mt-0.5 size-5 shrink-0 text-brand-600" />
          <span className="text-pretty">{item}</span>
        </li>
      ))}
    </ul>
  );
}
