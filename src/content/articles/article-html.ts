/**
 * Parts of article bodies that several guides share, as the trusted HTML the bodies are written in.
 */
import { creditWarning } from '@/content/credit-warning';
import type { RepresentativeExampleContent } from '@/sections/representative-example';

/**
 * A product's representative example as a table in an article body (the same rows its offer page
 * shows), with the statutory warning under it.
 */
export function representativeExampleHtml(
  example: Pick<RepresentativeExampleContent, 'rows'>,
  caption: string,
): string {
  const rows = example.rows
    .map((row) => `<tr><th scope="row">${row.label}</th><td>${row.value}</td></tr>`)
    .join('\n');
  return `<div class="table-scroll" role="region" aria-label="${caption}" tabindex="0">
<table>
<caption>${caption}</caption>
<thead>
<tr><th scope="col">Pozycja</th><th scope="col">Wartość</th></tr>
</thead>
<tbody>
${rows}
</tbody>
</table>
</div>
<p><strong>${creditWarning}</strong></p>`;
}
