import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { E2E_OUTBOX_DIR } from '../scripts/lib/test-ports';

export interface OutboxLead {
  /** The .json file's content. */
  record: Record<string, unknown>;
  /** The matching .eml message, as written. */
  eml: string;
}

/** A name no other test uses, so parallel tests find their own lead in the shared outbox. */
export function uniqueName(first: string): string {
  return `${first} Testowa-${Math.random().toString(36).slice(2, 8)}`;
}

/** Waits for the lead whose JSON mentions `marker` to land in the test outbox. */
export async function findLead(marker: string): Promise<OutboxLead> {
  let found: OutboxLead | undefined;
  await expect
    .poll(
      async () => {
        const files = await readdir(E2E_OUTBOX_DIR).catch(() => [] as string[]);
        for (const file of files.filter((name) => name.endsWith('.json'))) {
          const text = await readFile(join(E2E_OUTBOX_DIR, file), 'utf8');
          if (!text.includes(marker)) continue;
          const eml = await readFile(join(E2E_OUTBOX_DIR, file.replace(/\.json$/, '.eml')), 'utf8');
          found = { record: JSON.parse(text) as Record<string, unknown>, eml };
          return true;
        }
        return false;
      },
      { timeout: 10_000, message: `a lead mentioning ${marker} in ${E2E_OUTBOX_DIR}` },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable');
  return found;
}

/** Every string value of a nested record, for "the lead carries what the visitor typed" checks. */
export function valuesOf(record: unknown): string {
  return JSON.stringify(record);
}

/** How many leads in the test outbox mention `marker` (one submission must make one lead). */
export async function countLeads(marker: string): Promise<number> {
  const files = await readdir(E2E_OUTBOX_DIR).catch(() => [] as string[]);
  let count = 0;
  for (const file of files.filter((name) => name.endsWith('.json'))) {
    if ((await readFile(join(E2E_OUTBOX_DIR, file), 'utf8')).includes(marker)) count += 1;
  }
  return count;
}

/** An .eml body as text: quoted-printable soft breaks joined and `=XX` escapes decoded. */
function decodedEml(eml: string): string {
  return eml
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Waits for the newsletter confirmation e-mail sent to `email` and returns its link. */
export async function findConfirmationLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const files = await readdir(E2E_OUTBOX_DIR).catch(() => [] as string[]);
        for (const file of files.filter((name) => name.endsWith('.eml'))) {
          const text = decodedEml(await readFile(join(E2E_OUTBOX_DIR, file), 'utf8'));
          if (!text.includes(email)) continue;
          link = /https?:\/\/[^\s"'<>]*[?&]potwierdz=[^\s"'<>&]+/.exec(text)?.[0];
          if (link) return true;
        }
        return false;
      },
      { timeout: 10_000, message: `a confirmation e-mail to ${email} in ${E2E_OUTBOX_DIR}` },
    )
    .toBe(true);
  if (!link) throw new Error('unreachable');
  return link;
}
