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

/** The outbox's lead records (.json files) as text, with the name of each. */
async function outboxRecords(): Promise<{ file: string; text: string }[]> {
  const files = await readdir(E2E_OUTBOX_DIR).catch(() => [] as string[]);
  return Promise.all(
    files
      .filter((name) => name.endsWith('.json'))
      .map(async (file) => ({ file, text: await readFile(join(E2E_OUTBOX_DIR, file), 'utf8') })),
  );
}

/** Waits for the lead whose JSON mentions `marker` to land in the test outbox. */
export async function findLead(marker: string): Promise<OutboxLead> {
  let found: OutboxLead | undefined;
  await expect
    .poll(
      async () => {
        const match = (await outboxRecords()).find(({ text }) => text.includes(marker));
        if (!match) return false;
        // The .json is written after its .eml: finding one means the other is whole.
        const eml = await readFile(
          join(E2E_OUTBOX_DIR, match.file.replace(/\.json$/, '.eml')),
          'utf8',
        );
        found = { record: JSON.parse(match.text) as Record<string, unknown>, eml };
        return true;
      },
      { timeout: 10_000, message: `a lead mentioning ${marker} in ${E2E_OUTBOX_DIR}` },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable');
  return found;
}

/**
 * Waits until at least `count` e-mails mentioning `marker` whose text matches `about` are in the
 * test outbox (a lead's notifications, one per adviser; the team's e-mail about a claim …), and
 * returns them, oldest first.
 */
export async function findMails(marker: string, about: RegExp, count = 1): Promise<OutboxLead[]> {
  let found: OutboxLead[] = [];
  await expect
    .poll(
      async () => {
        const records = (await outboxRecords())
          .filter(({ text }) => text.includes(marker))
          .sort((a, b) => a.file.localeCompare(b.file));
        found = [];
        for (const { file, text } of records) {
          const eml = await readFile(join(E2E_OUTBOX_DIR, file.replace(/\.json$/, '.eml')), 'utf8');
          if (about.test(decodedEml(eml))) {
            found.push({ record: JSON.parse(text) as Record<string, unknown>, eml });
          }
        }
        return found.length >= count;
      },
      { timeout: 10_000, message: `${count} e-mails about ${marker} matching ${String(about)}` },
    )
    .toBe(true);
  return found;
}

/**
 * How many leads in the test outbox mention `marker` (one submission must make one lead): e-mails
 * about one lead share a Message-ID, whichever adviser's copy they are.
 */
export async function countLeads(marker: string): Promise<number> {
  const ids = (await outboxRecords())
    .filter(({ text }) => text.includes(marker))
    .map(({ file, text }) => (JSON.parse(text) as { messageId?: string }).messageId ?? file);
  return new Set(ids).size;
}

/**
 * An .eml body as text: quoted-printable soft breaks joined and `=XX` escapes decoded as the UTF-8
 * bytes they are (the message's other characters are ASCII).
 */
export function decodedEml(eml: string): string {
  const bytes = eml
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Waits for the newsletter confirmation e-mail sent to `email` and returns its link. */
export async function findConfirmationLink(email: string): Promise<string> {
  const { eml } = await findLead(email);
  const link = /https?:\/\/[^\s"'<>]*[?&]potwierdz=[^\s"'<>&]+/.exec(decodedEml(eml))?.[0];
  if (!link) throw new Error(`The e-mail to ${email} has no confirmation link.`);
  return link;
}
