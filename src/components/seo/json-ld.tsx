/** One schema.org object as a JSON-LD script, rendered in place (same text on server and client). */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  // "<" is escaped so no text can close the script element early.
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(
    /</g,
    '\\u003c',
  );
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
