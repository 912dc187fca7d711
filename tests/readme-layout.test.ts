// @vitest-environment node
/**
 * The README stays true and self-contained:
 * - its Layout section names every first-level folder of src/ and no folder that does not exist
 *   (nor any other path: each entry's head, and each `sub/` folder its description names, exists);
 * - it names every top-level folder of the repository that is neither hidden nor ignored by git;
 * - no link in README.md or docs/*.md leaves the repository, and every relative link (and its
 *   #anchor, in a Markdown file) leads somewhere.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const manuals = readdirSync(join(root, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => join('docs', name));
const markdownFiles = ['README.md', ...manuals];

const isDirectory = (path: string) => existsSync(path) && statSync(path).isDirectory();

/** The code block of the README's `## Layout` section. */
function layoutBlock(markdown: string): string {
  const section = /^## Layout\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(markdown)?.[1];
  const block = section && /^```[^\n]*\n([\s\S]*?)^```/m.exec(section)?.[1];
  if (!block) throw new Error('README.md has no "## Layout" section with a code block');
  return block;
}

interface LayoutEntry {
  /** The paths the entry is about, as written: `src/app/`, `src/main.tsx`, `.ci/`. */
  paths: string[];
  /** What the entry says about them, continuation lines included. */
  description: string;
}

/**
 * An entry starts at an unindented line: its paths (comma-separated) up to the first run of two
 * spaces, then its description, continued on the indented lines below it.
 */
function layoutEntries(block: string): LayoutEntry[] {
  const entries: LayoutEntry[] = [];
  for (const line of block.split('\n')) {
    if (line.trim() === '') continue;
    const last = entries.at(-1);
    if (/^\s/.test(line) && last) {
      last.description += ` ${line.trim()}`;
      continue;
    }
    const [head = '', ...rest] = line.split(/ {2,}/);
    entries.push({
      paths: head.split(',').map((path) => path.trim()),
      description: rest.join(' ').trim(),
    });
  }
  return entries;
}

/** The folders a description names relative to its entry's folder, written `name/` or `a/b/`. */
function namedSubfolders(description: string): string[] {
  return [...description.matchAll(/(?<=^|[\s(,;])((?:[\w.-]+\/)+)(?=[\s),;:]|$)/g)].map(
    (match) => match[1] ?? '',
  );
}

/** Names of the top-level directories git ignores (the .gitignore's `name/` and `prefix-*` lines). */
function ignoredTopLevel(): (name: string) => boolean {
  const patterns = readFileSync(join(root, '.gitignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim().replace(/^\//, '').replace(/\/$/, ''))
    .filter((line) => line !== '' && !line.startsWith('#') && !line.includes('/'))
    .map(
      (glob) =>
        new RegExp(`^${glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`, 'u'),
    );
  return (name) => patterns.some((pattern) => pattern.test(name));
}

const entries = layoutEntries(layoutBlock(readme));
const layoutPaths = entries.flatMap((entry) => entry.paths);

describe("the README's layout", () => {
  it('names each first-level folder of src/, and only those', () => {
    const named = new Set(
      layoutPaths
        .map((path) => /^src\/([^/]+)\/$/.exec(path)?.[1])
        .filter((name) => name !== undefined),
    );
    const actual = readdirSync(join(root, 'src'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect([...named].sort(), 'the folders the layout names under src/').toEqual(actual.sort());
  });

  it('names only paths that exist, and only folders that exist in its descriptions', () => {
    const missing: string[] = [];
    for (const entry of entries) {
      for (const path of entry.paths) {
        const exists = path.endsWith('/')
          ? isDirectory(join(root, path))
          : existsSync(join(root, path));
        if (!exists) missing.push(path);
        if (!path.endsWith('/')) continue;
        for (const folder of namedSubfolders(entry.description)) {
          if (!isDirectory(join(root, path, folder))) missing.push(`${path}${folder}`);
        }
      }
    }
    expect(missing, 'paths in the layout that do not exist').toEqual([]);
  });

  it('names every top-level folder that is neither hidden nor ignored', () => {
    const ignored = ignoredTopLevel();
    const named = new Set(layoutPaths.map((path) => path.split('/')[0]));
    const unnamed = readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
      .map((entry) => entry.name)
      .filter((name) => !ignored(name) && !named.has(name));
    expect(unnamed, 'top-level folders the layout leaves out').toEqual([]);
  });
});

/** Markdown without its code: links inside code blocks or code spans are no links. */
function withoutCode(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** Every link target: inline `[text](target "title")`, `<target>` and reference definitions. */
function linkTargets(markdown: string): string[] {
  const text = withoutCode(markdown);
  const inline = [...text.matchAll(/\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g)];
  const definitions = [...text.matchAll(/^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)];
  return [...inline, ...definitions].map((match) => match[1] ?? '');
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .replace(/`/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(file: string): Set<string> {
  const headings = [...withoutCode(readFileSync(file, 'utf8')).matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)];
  const anchors = new Set<string>();
  for (const [, heading = ''] of headings) {
    const base = slug(heading);
    let anchor = base;
    for (let n = 1; anchors.has(anchor); n++) anchor = `${base}-${n}`;
    anchors.add(anchor);
  }
  return anchors;
}

describe.each(markdownFiles)('%s', (file) => {
  const markdown = readFileSync(join(root, file), 'utf8');

  it('mentions no path outside the repository', () => {
    expect(markdown).not.toMatch(/\/work\//);
    expect(markdown).not.toMatch(/\.\.\/shared\//);
  });

  it('links only inside the repository, to files and headings that exist', () => {
    const broken: string[] = [];
    for (const target of linkTargets(markdown)) {
      if (/^(https?|mailto):/i.test(target)) continue;
      if (/^[a-z][\w+.-]*:/i.test(target) || isAbsolute(target) || target.startsWith('//')) {
        broken.push(`${target} (not a relative link)`);
        continue;
      }
      const [path = '', anchor] = target.split('#');
      const destination = path === '' ? join(root, file) : resolve(root, dirname(file), path);
      const fromRoot = relative(root, destination);
      if (fromRoot.startsWith('..') || isAbsolute(fromRoot)) {
        broken.push(`${target} (outside the repository)`);
      } else if (!existsSync(destination)) {
        broken.push(`${target} (no such file)`);
      } else if (anchor && destination.endsWith('.md') && !anchorsOf(destination).has(anchor)) {
        broken.push(`${target} (no such heading)`);
      }
    }
    expect(broken).toEqual([]);
  });
});
