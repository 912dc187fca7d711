/**
 * No import cycles, type imports included (issue 39).
 *
 * import-x/no-cycle skips `import type` and imports whose every name is a type, and has no option
 * to count them: a type-only edge has no runtime effect. But a circle of types is still two modules
 * that each need the other's concepts, and it turns into a runtime circle as soon as one `type` is
 * dropped. So this rule follows every edge TypeScript sees: imports (type-only or not), re-exports,
 * `import('…')` (dynamic, or in a type), `import x = require('…')` and side-effect imports.
 *
 * For each linted file it walks the project's files it reaches (never node_modules), finds those
 * that lead back to it, and reports each of its own imports that points into the circle, with the
 * way back. Each file's imports are read with TypeScript's pre-processor (it scans, it does not
 * parse or type-check) and resolved by the project's resolver (the same settings as the import
 * boundaries); they are kept until the file's modification time changes.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import ts from 'typescript';

/** The files the walk reads; imports of anything else (styles, JSON, images) end there. */
const CODE = /\.(?:[cm]?tsx?|[cm]?jsx?)$/;

/** Resolvers by their options (one per lint run in practice). */
const resolvers = new Map();

function resolverFor(options) {
  const key = JSON.stringify(options);
  let resolver = resolvers.get(key);
  if (!resolver) {
    resolver = createTypeScriptImportResolver(options);
    resolvers.set(key, resolver);
  }
  return resolver;
}

/** The project file an import leads to, or null (a package, a missing file, a non-code file). */
function target(resolver, specifier, importer) {
  const result = resolver.resolve(specifier, importer);
  if (!result.found || !result.path) return null;
  const file = path.resolve(result.path);
  if (file.split(path.sep).includes('node_modules') || !CODE.test(file)) return null;
  return file;
}

/** A file's imports: the specifier, where it is in the text, and the project file it leads to. */
function importsOf(text, file, resolver) {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  const imports = [];
  for (const { fileName, pos, end } of importedFiles) {
    const to = target(resolver, fileName, file);
    if (to !== null && to !== file) imports.push({ specifier: fileName, pos, end, to });
  }
  return imports;
}

/** The imports of files on disk, by path, with the modification time they were read at. */
const cache = new Map();

function importsOnDisk(file, resolver) {
  const stat = statSync(file, { throwIfNoEntry: false });
  if (!stat) return [];
  const cached = cache.get(file);
  if (cached?.mtimeMs === stat.mtimeMs && cached.resolver === resolver) return cached.imports;
  const imports = importsOf(readFileSync(file, 'utf8'), file, resolver);
  cache.set(file, { mtimeMs: stat.mtimeMs, resolver, imports });
  return imports;
}

/**
 * The files from which `file` can be reached again, each with the next step on a shortest way
 * back to it. A breadth-first walk from `file` collects what it reaches and who imports whom; a
 * second one, backwards from `file` over those edges, keeps the files that lead back.
 */
function wayBack(file, ownImports, resolver) {
  const importers = new Map();
  const seen = new Set([file]);
  const queue = [file];
  while (queue.length > 0) {
    const from = queue.shift();
    const imports = from === file ? ownImports : importsOnDisk(from, resolver);
    for (const { to } of imports) {
      if (!importers.has(to)) importers.set(to, new Set());
      importers.get(to).add(from);
      if (!seen.has(to)) {
        seen.add(to);
        queue.push(to);
      }
    }
  }
  const next = new Map();
  const back = [file];
  while (back.length > 0) {
    const to = back.shift();
    for (const from of importers.get(to) ?? []) {
      if (from === file || next.has(from)) continue;
      next.set(from, to);
      back.push(from);
    }
  }
  return next;
}

export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles, counting type-only imports.' },
    schema: [
      {
        type: 'object',
        properties: {
          // eslint-import-resolver-typescript's options (e.g. { project: 'tsconfig.json' }).
          resolver: { type: 'object' },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      cycle: 'Import cycle (type imports count): {{way}}.',
    },
  },
  create(context) {
    const file = path.resolve(context.physicalFilename);
    if (!CODE.test(file)) return {};
    const resolver = resolverFor(context.options[0]?.resolver ?? {});
    const { sourceCode } = context;
    return {
      'Program:exit'() {
        const imports = importsOf(sourceCode.text, file, resolver);
        if (imports.length === 0) return;
        const next = wayBack(file, imports, resolver);
        const name = (f) => path.relative(context.cwd, f);
        for (const { specifier, pos, end, to } of imports) {
          if (!next.has(to)) continue;
          const way = [name(file), name(to)];
          for (let step = next.get(to); step !== undefined; step = next.get(step)) {
            way.push(name(step));
          }
          context.report({
            loc: { start: sourceCode.getLocFromIndex(pos), end: sourceCode.getLocFromIndex(end) },
            messageId: 'cycle',
            data: { way: `'${specifier}': ${way.join(' → ')}` },
          });
        }
      },
    };
  },
};
