import { denoFiles } from '../deno-files.ts';
import { handleRequest } from '../handler.ts';
import { encodeQuotedPrintable, encodeWords } from '../mime.ts';
import { createOutboxTransport } from '../outbox.ts';
import { assert, assertEquals, assertExcludes, assertIncludes } from './assert.ts';
import { decodeEncodedWords, decodeQuotedPrintable, parseEml } from './eml.ts';
import { bodyOf, post, test, testDeps } from './fixtures.ts';

async function withOutbox(
  run: (dir: string, printed: string[], deps: ReturnType<typeof testDeps>['deps']) => Promise<void>,
  shortId?: () => string,
) {
  const dir = await Deno.makeTempDir({ prefix: 'send-email-outbox-' });
  const printed: string[] = [];
  const transport = createOutboxTransport({
    dir: `${dir}/.outbox`,
    files: denoFiles,
    print: (line) => printed.push(line),
    ...(shortId ? { shortId } : {}),
  });
  try {
    await run(`${dir}/.outbox`, printed, testDeps({ transport }).deps);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

async function filesIn(dir: string): Promise<string[]> {
  const names: string[] = [];
  for await (const entry of Deno.readDir(dir)) names.push(entry.name);
  return names.sort();
}

test('outbox: a lead becomes a parseable .eml and a .json, and one printed line', () =>
  withOutbox(async (dir, printed, deps) => {
    const response = await handleRequest(post(bodyOf('application')), deps);
    assertEquals(response.status, 200);

    const names = await filesIn(dir);
    assertEquals(names.length, 2);
    const [emlName = '', jsonName = ''] = names;
    assert(/^20261121-210305-[0-9a-f]{4}\.eml$/.test(emlName), emlName);
    assertEquals(jsonName, emlName.replace(/\.eml$/, '.json'));
    assertEquals(printed, [
      `[outbox] 2026-11-21 21:03:05 Wniosek online – Katarzyna Wiśniewska → ${dir}/${emlName}`,
    ]);

    const raw = await Deno.readTextFile(`${dir}/${emlName}`);
    assert(!/[^\r]\n/.test(raw), 'every line ends with CRLF');
    for (const line of raw.split('\r\n')) assert(line.length <= 78, `line too long: ${line}`);
    const eml = parseEml(raw);
    assertEquals(eml.headers.get('from'), 'Formularz <formularz@spokojnarata.pl>');
    assertEquals(eml.headers.get('to'), 'doradcy@spokojnarata.pl');
    assertEquals(eml.headers.get('reply-to'), 'katarzyna@example.pl');
    assertEquals(eml.headers.get('date'), 'Sat, 21 Nov 2026 20:03:05 +0000');
    assertEquals(eml.headers.get('mime-version'), '1.0');
    assertEquals(eml.headers.get('x-lead-kind'), 'application');
    // The lead's conversation starts here (delivery.ts threadOf).
    assert(/^<lead-[0-9a-f-]{36}@spokojnarata\.pl>$/.test(eml.headers.get('message-id') ?? ''));
    assertIncludes(eml.headers.get('content-type') ?? '', 'multipart/alternative; boundary="');
    const subject = eml.headers.get('subject') ?? '';
    assert(subject.startsWith('=?UTF-8?B?'), 'the Polish subject is an encoded word');
    assertEquals(
      decodeEncodedWords(subject),
      'Nowe zgłoszenie: Wniosek online – Katarzyna Wiśniewska',
    );

    assertEquals(eml.parts.length, 2);
    const [plain, html] = eml.parts;
    assert(plain && html);
    assertEquals(plain.headers.get('content-type'), 'text/plain; charset=UTF-8');
    assertEquals(html.headers.get('content-type'), 'text/html; charset=UTF-8');
    assertEquals(plain.headers.get('content-transfer-encoding'), 'quoted-printable');
    const text = decodeQuotedPrintable(plain.body);
    assertIncludes(text, 'Imię i nazwisko: Katarzyna Wiśniewska');
    assertIncludes(text, '  - zaswiadczenie-o-dochodach.pdf (1,5 KB)');
    assertIncludes(text, 'Prośba o analizę dokumentów: Tak');
    assertIncludes(decodeQuotedPrintable(html.body), '<a href="tel:+48602333444">');

    const record = JSON.parse(await Deno.readTextFile(`${dir}/${jsonName}`)) as Record<
      string,
      unknown
    >;
    assertEquals(record.kind, 'application');
    assertEquals(record.subject, 'Nowe zgłoszenie: Wniosek online – Katarzyna Wiśniewska');
    assertEquals(record.receivedAt, '2026-11-21T20:03:05.000Z');
    assertEquals(record.receivedAtWarsaw, '2026-11-21 21:03:05');
    assertEquals(record.to, ['doradcy@spokojnarata.pl']);
    assertEquals(record.payload, bodyOf('application'));
  }));

test('outbox: a CR/LF in the name is refused and produces no .eml at all', () =>
  withOutbox(async (dir, printed, deps) => {
    const name = 'Jan\r\nBcc: evil@example.com';
    const response = await handleRequest(post(bodyOf('quick-contact', { name })), deps);
    assertEquals(response.status, 400);
    assertEquals(await filesIn(dir).catch(() => []), []);
    assertEquals(printed, []);
  }));

test('outbox: a CR/LF in a value produces no header line of its own in the .eml', () =>
  withOutbox(async (dir, printed, deps) => {
    // Multi-line text keeps its line breaks; the subject and headers must still stay one line.
    const message = 'Jan\r\nBcc: evil@example.com\r\n\r\n<b>oops</b>';
    const response = await handleRequest(post(bodyOf('contact', { message })), deps);
    assertEquals(response.status, 200);
    const emlName = (await filesIn(dir)).find((file) => file.endsWith('.eml')) ?? '';
    const raw = await Deno.readTextFile(`${dir}/${emlName}`);
    const eml = parseEml(raw);
    for (const line of eml.headerLines) assert(!/^bcc:/i.test(line), `injected header: ${line}`);
    assertEquals(eml.headers.has('bcc'), false);
    assertExcludes(raw, '\r\nBcc:');
    assertEquals(printed.length, 1);
    assert(!/[\r\n]/.test(printed[0] ?? ''), 'the printed line is one line');
  }));

test('outbox: two leads in the same second get different file names', () => {
  const ids = ['abcd', 'abcd', 'beef'];
  return withOutbox(
    async (dir, printed, deps) => {
      for (let i = 0; i < 2; i += 1) {
        const body = bodyOf('contact', { message: `Wiadomość nr ${i + 1}` });
        assertEquals((await handleRequest(post(body), deps)).status, 200);
      }
      assertEquals(await filesIn(dir), [
        '20261121-210305-abcd.eml',
        '20261121-210305-abcd.json',
        '20261121-210305-beef.eml',
        '20261121-210305-beef.json',
      ]);
      assertEquals(printed.length, 2);
    },
    () => ids.shift() ?? 'ffff',
  );
});

test('outbox: an unwritable directory keeps the lead pending, not a silent loss', async () => {
  const dir = await Deno.makeTempDir({ prefix: 'send-email-outbox-' });
  try {
    await Deno.writeTextFile(`${dir}/file`, 'not a directory');
    const transport = createOutboxTransport({ dir: `${dir}/file/sub`, files: denoFiles });
    const { deps, logs, leads } = testDeps({ transport });
    const response = await handleRequest(post(bodyOf('contact')), deps);
    assertEquals(response.status, 200);
    await response.body?.cancel();
    assertEquals(
      (await leads()).map((lead) => lead.notification_state),
      ['pending'],
    );
    assertEquals(logs.length, 1);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

test('quoted-printable round-trips Polish text, long lines and trailing spaces', () => {
  const text = `${'Zażółć gęślą jaźń = 100% '.repeat(12)}\nkoniec ze spacją \n\tTab\n`;
  const encoded = encodeQuotedPrintable(text);
  for (const line of encoded.split('\r\n')) {
    assert(line.length <= 76, `QP line over 76: ${line}`);
    assert(!/[ \t]$/.test(line), 'no trailing whitespace');
    assert(/^[\x20-\x7e\t]*$/.test(line), 'ASCII only');
  }
  assertEquals(decodeQuotedPrintable(encoded), text);
});

test('long Polish subjects fold into encoded words within 78 characters', () => {
  const subject = `Nowe zgłoszenie: ${'Szybkie zgłoszenie – pożyczka konsolidacyjna '.repeat(4)}`;
  const encoded = encodeWords(subject);
  for (const line of `Subject: ${encoded}`.split('\r\n')) assert(line.length <= 78, line);
  assertEquals(decodeEncodedWords(encoded), subject);
  assertEquals(encodeWords('ASCII only'), 'ASCII only');
});
