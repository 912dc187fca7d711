// @vitest-environment node
/**
 * The lint rule that sees import circles made of type imports alone (eslint/no-import-cycle.js):
 * import-x/no-cycle would let them pass. Planted in a throwaway folder and linted as
 * `npm run lint` lints src/.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { noImportCycle } from '../eslint/no-import-cycle.js';

const dir = mkdtempSync(join(tmpdir(), 'import-cycle-'));
const files = {
  'a.ts': "import type { B } from './b';\nexport interface A { b?: B }\n",
  'b.ts': "import type { A } from './a';\nexport interface B { a?: A }\n",
  // Imports from the circle, but nothing leads back to it.
  'c.ts': "import type { A } from './a';\nexport type C = A;\n",
};
for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

function lint(name: keyof typeof files) {
  return new Linter({ cwd: dir }).verify(
    files[name],
    [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { local: { rules: { 'no-cycle': noImportCycle } } },
        rules: { 'local/no-cycle': 'error' },
      },
    ],
    join(dir, name),
  );
}

describe('local/no-cycle', () => {
  it('fails a circle of type-only imports, naming the way round', () => {
    const messages = lint('a.ts');
    expect(messages.map((message) => message.message)).toEqual([
      "Import cycle (type imports count): './b': a.ts → b.ts → a.ts.",
    ]);
    expect(messages[0]?.line).toBe(1);
  });

  it('passes a file that imports from a circle it is not part of', () => {
    expect(lint('c.ts')).toEqual([]);
  });
});
