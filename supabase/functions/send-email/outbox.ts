/**
 * The local transport: each lead becomes an .eml message and a .json record in a directory
 * (`.outbox/` by default), named by Warsaw time and a short id so they sort by arrival, and one
 * line is printed per lead. File access is passed in, so this module runs in Deno and in Node.
 */
import { buildEml } from './mime.ts';
import { describeLead } from './notification.ts';
import { warsawTime } from './format.ts';
import { domainOf, type LeadMail, type Transport } from './mail.ts';

export interface OutboxFiles {
  /** Creates the directory and its parents; no error when it exists. */
  mkdir(dir: string): Promise<void>;
  /** Writes a new UTF-8 file; resolves false when a file of that name exists already. */
  writeNew(path: string, content: string): Promise<boolean>;
}

export interface OutboxOptions {
  /** Where the files go; relative paths are relative to the working directory. */
  dir: string;
  files: OutboxFiles;
  /** Receives the one line per lead; console.log by default. */
  print?: (line: string) => void;
  /** The short id in file names; 4 random hex digits by default. */
  shortId?: () => string;
}

function randomShortId(): string {
  const [a = 0, b = 0] = crypto.getRandomValues(new Uint8Array(2));
  return ((a << 8) | b).toString(16).padStart(4, '0');
}

const joinPath = (dir: string, name: string) =>
  dir === '' ? name : `${dir.replace(/[\\/]+$/, '')}/${name}`;

export function createOutboxTransport(options: OutboxOptions): Transport {
  const { dir, files } = options;
  const print = options.print ?? ((line: string) => console.log(line));
  const shortId = options.shortId ?? randomShortId;

  return {
    async send(mail: LeadMail): Promise<void> {
      await files.mkdir(dir);
      const t = warsawTime(mail.receivedAt);
      const stamp = `${t.year}${t.month}${t.day}-${t.hour}${t.minute}${t.second}`;
      const record = {
        kind: mail.lead?.kind ?? 'digest',
        receivedAt: mail.receivedAt.toISOString(),
        receivedAtWarsaw: `${t.year}-${t.month}-${t.day} ${t.hour}:${t.minute}:${t.second}`,
        subject: mail.subject,
        from: mail.from,
        to: mail.to,
        replyTo: mail.replyTo ?? null,
        // One per lead's e-mail: each adviser's copy of it has the same.
        messageId: mail.thread?.messageId ?? null,
        link: mail.link ?? null,
        payload: mail.lead?.data ?? null,
      };
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const base = joinPath(dir, `${stamp}-${shortId()}`);
        const eml = buildEml({
          from: mail.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
          date: mail.receivedAt,
          messageId:
            mail.thread?.messageId ??
            `${base.slice(base.lastIndexOf('/') + 1)}@${domainOf(mail.from)}`,
          extraHeaders: {
            ...(mail.thread?.follows
              ? {
                  'In-Reply-To': `<${mail.thread.follows}>`,
                  References: `<${mail.thread.follows}>`,
                }
              : {}),
            'X-Lead-Kind': record.kind,
          },
        });
        if (!(await files.writeNew(`${base}.eml`, eml))) continue;
        // The .json comes second: a reader that finds it can rely on the .eml being there.
        if (!(await files.writeNew(`${base}.json`, `${JSON.stringify(record, null, 2)}\n`))) {
          throw new Error(`outbox: ${base}.json exists already`);
        }
        const about = mail.lead ? describeLead(mail.lead) : mail.subject;
        print(`[outbox] ${record.receivedAtWarsaw} ${about} → ${base}.eml`);
        return;
      }
      throw new Error(`outbox: no free file name for ${stamp} in ${dir}`);
    },
  };
}
