/**
 * `npm run validate:html`: html-validate (recommended preset) over every HTML file in dist/ (or the
 * directory given). Prints each error with its file, line and rule, and exits non-zero when there is
 * any. Run it after `npm run build`.
 */
import { HtmlValidate, formatterFactory, type ConfigData } from 'html-validate';
import { builtHtmlFiles } from './lib/built-pages';
import { pathArgument } from './lib/command-line';

const root = pathArgument('validate:html', 'dist');

/** Rules turned off only where they judge how markup is spelled, never what it means. */
export const config: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    // Spelling of the markup React writes: `<!DOCTYPE html>`, `<br/>`, `disabled=""`, SVG's
    // camel-cased `viewBox`. Each is valid HTML; the rules only prefer another spelling.
    'doctype-style': 'off',
    'void-style': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'attr-case': 'off',
    // Wants &nbsp; between the digits of a phone number so it never wraps; every tel: link is
    // `white-space: nowrap` in CSS instead, which keeps the text the tests and screen readers read.
    'tel-non-breaking': 'off',
    // HTML allows any id without spaces; React's useId() ids (`_R_2bch_`) start with "_", which
    // the strict mode flags only because such ids need escaping in CSS selectors.
    'valid-id': ['error', { relaxed: true }],
    // Radix Accordion renders its panels as `<div role="region">`: conforming ARIA that the
    // library, not our markup, decides. Every other native-element preference stays on.
    'prefer-native-element': ['error', { exclude: ['region'] }],
    // src/sections/data-table.tsx restates the roles of its <table>, <tr>, <th> and <td>: below
    // 640 px CSS lays the cells out as blocks, and browsers drop a table's semantics from the
    // accessibility tree when its display changes. The roles keep it a table for screen readers.
    'no-redundant-role': 'off',
  },
};

const files = await builtHtmlFiles(root);
if (files.length === 0) {
  console.error(`html-validate: no HTML files in ${root}/ (run npm run build first).`);
  process.exit(1);
}
const validator = new HtmlValidate(config);
const report = await validator.validateMultipleFiles(files);
if (!report.valid) {
  console.error(formatterFactory('stylish')(report.results));
  console.error(
    `html-validate: ${report.errorCount} errors in ${report.results.length} of ${files.length} files.`,
  );
  process.exit(1);
}
console.log(`html-validate: ${files.length} files, 0 errors.`);
