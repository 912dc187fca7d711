// @vitest-environment node
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Copy only in content (design.md §5): components, sections and features get every visible string
 * (and every name a screen reader reads) through props or from src/content. This finds the text
 * typed in their markup and the Polish words in their string literals; comments do not count.
 */
const POLISH_LETTER = /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]/;
const WORD = /\p{L}{2}/u;
/** Attributes whose value a person sees or hears. */
const TEXT_ATTRIBUTES =
  /^(aria-label|aria-description|aria-roledescription|aria-valuetext|label|title|alt|placeholder)$/;

/** The literal parts of a template, without what it interpolates. */
function templateWords(node: ts.TemplateExpression): string {
  return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
}

function isInTextAttribute(node: ts.Node): boolean {
  for (let parent = node.parent; !ts.isSourceFile(parent); parent = parent.parent) {
    if (ts.isJsxAttribute(parent)) return TEXT_ATTRIBUTES.test(parent.name.getText());
    if (ts.isJsxElement(parent) || ts.isJsxSelfClosingElement(parent)) return false;
  }
  return false;
}

function typedCopy(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && WORD.test(node.text)) found.push(node.text.trim());
    if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
      (POLISH_LETTER.test(node.text) || (WORD.test(node.text) && isInTextAttribute(node)))
    )
      found.push(node.text);
    if (
      ts.isTemplateExpression(node) &&
      (POLISH_LETTER.test(node.getText(file)) ||
        (WORD.test(templateWords(node)) && isInTextAttribute(node)))
    )
      found.push(node.getText(file));
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('Copy', () => {
  const roots = ['src/components', 'src/hydration', 'src/sections', 'src/features'];
  const files = roots.flatMap((root) => sourceFiles(join(process.cwd(), root)));

  it('is found by the check: markup text and Polish literals, not comments or identifiers', () => {
    const sample = [
      '// Zamknij – a comment',
      "const label = 'Otwórz menu';",
      "const button = <button aria-label={open ? 'Zamknij menu' : 'Menu'} className=\"btn\" />;",
      'const name = `Ocena ${x} na 5 – średnia`;',
      'const el = <p>Okres</p>;',
      'const named = <a aria-label={`${profile.name} ${note}`} />;',
      'const ok = <span aria-hidden="true">›</span>;',
      'const key = copy.categories.niezbędne;',
    ].join('\n');
    expect(typedCopy('sample.tsx', sample)).toEqual([
      'Otwórz menu',
      'Zamknij menu',
      'Menu',
      '`Ocena ${x} na 5 – średnia`',
      'Okres',
    ]);
    expect(files.length).toBeGreaterThan(50);
  });

  it('is not typed in components, sections or features', () => {
    const typed = files.flatMap((path) =>
      typedCopy(path, readFileSync(path, 'utf8')).map(
        (text) => `${relative(process.cwd(), path)}: ${text}`,
      ),
    );
    expect(typed).toEqual([]);
  });
});
