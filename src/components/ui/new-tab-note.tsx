/**
 * The visually hidden note read after a link that opens in a new tab (WCAG G201). The words come
 * from content (`opensInNewTab`); the space before it keeps them apart from the link's text.
 */
export function NewTabNote({ text }: { text: string }) {
  return (
    <>
      {' '}
      <span className="sr-only">{text}</span>
    </>
  );
}
