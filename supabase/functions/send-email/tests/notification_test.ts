import { parseLead, type Lead, type LeadKind } from '../../_shared/lead-schema.ts';
import { buildNotification, describeLead } from '../notification.ts';
import { assert, assertEquals, assertExcludes, assertIncludes } from './assert.ts';
import { RECEIVED_AT, bodyOf } from './common.ts';

function leadOf(kind: LeadKind, changes: Record<string, unknown> = {}): Lead {
  const parsed = parseLead(bodyOf(kind, changes));
  if (!parsed.success) throw new Error(`fixture is invalid: ${JSON.stringify(parsed.fieldErrors)}`);
  assertEquals(parsed.lead.kind, kind);
  return parsed.lead;
}

const notify = (kind: LeadKind, changes: Record<string, unknown> = {}, at = RECEIVED_AT) =>
  buildNotification(leadOf(kind, changes), at);

Deno.test('application: every field in readable Polish in the plain text', () => {
  const { text } = notify('application');
  for (const line of [
    'Nowe zgłoszenie: Wniosek online',
    'Co zrobić: Skontaktuj się z klientem w ciągu 24 godzin',
    'Otrzymano: 21.11.2026 (sobota), godz. 21:03:05 (czas polski)',
    'Imię i nazwisko: Katarzyna Wiśniewska',
    'Telefon: +48 602 333 444\nKiedy dzwonić: Jak najszybciej\n',
    'E-mail: katarzyna@example.pl',
    'Kwota: 85 000 zł',
    'Zadłużenie: 85 000 zł',
    'Dochód netto: 5 200 zł',
    'Sytuacja:\n  - Chwilówki\n  - Chęć konsolidacji\n  - Kredyt gotówkowy\n',
    'Wiadomość:\n  Mam trzy chwilówki.\n  Proszę o telefon po 17:00.\n',
    '  - zaswiadczenie-o-dochodach.pdf (1,5 KB)',
    '  - wyciag-bankowy.pdf (1,5 MB)',
    '  - skan.jpg (512 B)',
    'poproś klienta o dokumenty',
    'Zapoznanie z polityką prywatności i prośba o kontakt: Tak',
    'Zgoda na oferty e-mailem: Nie',
    'Zgoda na oferty telefonicznie: Tak',
    'Prośba o analizę dokumentów: Tak',
    'Strona/sekcja: Wniosek online',
  ]) {
    assertIncludes(text, line);
  }
  for (const unticked of ['Opóźnienia w spłacie', 'Odmowa w banku', 'Zawód medyczny', 'Inna']) {
    assertExcludes(text, unticked);
  }
  assertExcludes(text, 'true');
  assertExcludes(text, 'false');
});

Deno.test('application: the HTML part carries the same data, the phone as a tel: link', () => {
  const { html } = notify('application');
  for (const part of [
    '<html lang="pl">',
    '<meta charset="utf-8">',
    'Katarzyna Wiśniewska',
    '<a href="tel:+48602333444">+48 602 333 444</a>',
    '<a href="mailto:katarzyna@example.pl">katarzyna@example.pl</a>',
    '85 000 zł',
    '5 200 zł',
    '<li>Chwilówki</li><li>Chęć konsolidacji</li><li>Kredyt gotówkowy</li>',
    '<li>zaswiadczenie-o-dochodach.pdf (1,5 KB)</li>',
    '<li>wyciag-bankowy.pdf (1,5 MB)</li>',
    'Mam trzy chwilówki.<br>Proszę o telefon po 17:00.',
    'Prośba o analizę dokumentów</th><td style="padding:4px 0;vertical-align:top">Tak',
    '21.11.2026 (sobota), godz. 21:03:05',
  ]) {
    assertIncludes(html, part);
  }
});

Deno.test('application with nothing optional given says so instead of leaving blanks', () => {
  const { text } = notify('application', {
    loanAmount: 'Nie podano',
    debt: '',
    income: '',
    message: '',
    uploadedFiles: [],
    consentDocuments: false,
    selectedSituations: { ...(bodyOf('application').selectedSituations as object), other: true },
  });
  assertIncludes(text, 'Kwota: Nie podano');
  assertIncludes(text, 'Zadłużenie: Nie podano');
  assertIncludes(text, 'Dochód netto: Nie podano');
  assertIncludes(text, 'Wiadomość: Brak');
  assertIncludes(text, 'Załączone pliki: Brak');
  assertIncludes(text, '  - Inna sytuacja');
  assertIncludes(text, 'Prośba o analizę dokumentów: Nie');
  assertExcludes(text, 'poproś klienta o dokumenty');
});

Deno.test('analysis: flags as Tak/Nie, detail, files and all three consents', () => {
  const { subject, text, html, replyTo } = notify('analysis');
  assertEquals(subject, 'Nowe zgłoszenie: Bezpłatna analiza finansowa – Piotr Zieliński');
  assertEquals(replyTo, 'piotr@example.pl');
  for (const line of [
    'w ciągu 24 godzin',
    'Zadłużenie: 42 000 zł',
    'Dochód netto: Nie podano',
    'Odmowa w banku: Tak',
    'Kredyt hipoteczny: Nie',
    'Chwilówki: Tak',
    'Opóźnienia w spłacie: Nie',
    'Opis sytuacji: Bank odmówił mi kredytu konsolidacyjnego.',
    '  - pit-37.pdf (12,3 KB)',
    'Zapoznanie z polityką prywatności i prośba o kontakt: Tak',
    'Zgoda na oferty e-mailem: Tak',
    'Zgoda na oferty telefonicznie: Nie',
    'Prośba o analizę dokumentów: Tak',
    'Strona/sekcja: Bezpłatna analiza finansowa',
  ]) {
    assertIncludes(text, line);
  }
  assertIncludes(html, '<a href="tel:603444555">603 444 555</a>');
  assertIncludes(html, '<li>pit-37.pdf (12,3 KB)</li>');
});

Deno.test('quick contact: call back within 30 minutes, range and consent shown', () => {
  const { subject, text, html, replyTo } = notify('quick-contact');
  assertEquals(subject, 'Nowe zgłoszenie: Szybki kontakt – Anna Kowalska');
  assertEquals(replyTo, 'anna.kowalska@example.pl');
  assertIncludes(text, 'Co zrobić: Oddzwoń w ciągu 30 minut');
  assertIncludes(text, 'Kwota: 30 000–50 000 zł');
  assertIncludes(text, 'Zapoznanie z polityką prywatności i prośba o kontakt: Tak');
  assertIncludes(text, 'Strona/sekcja: Strona główna – formularz w nagłówku');
  assertIncludes(html, 'href="tel:600100200"');
  assertIncludes(notify('quick-contact', { loanAmount: '' }).text, 'Kwota: Nie wybrano');
});

Deno.test('quick lead: says plainly that no e-mail was given, no reply-to', () => {
  const { subject, text, html, replyTo } = notify('quick-lead');
  assertEquals(subject, 'Nowe zgłoszenie: Szybkie zgłoszenie – prośba o telefon – Ewa Lewandowska');
  assertEquals(replyTo, undefined);
  for (const part of [text, html]) {
    assertExcludes(part, 'brak-emaila@lead.invalid');
    assertExcludes(part, 'mailto:');
    assertIncludes(part, 'nie podano (ten formularz nie pyta o e-mail)');
    assertIncludes(part, 'Klient nie podał adresu e-mail – kontakt tylko telefoniczny.');
  }
  // The quick lead promises the visitor a call within a day (its toast, its thank-you page).
  assertIncludes(text, 'Skontaktuj się z klientem w ciągu 24 godzin (zgłoszenie z piątku');
  assertIncludes(text, 'Telefon: 601 222 333');
  assertIncludes(text, 'Kwota: do 10 000 zł');
  assertIncludes(text, 'Strona/sekcja: Pożyczka konsolidacyjna');
});

Deno.test('calculator: the debts as a table in both parts, escaped, with the sums', () => {
  const { subject, text, html, replyTo } = notify('calculator');
  assertEquals(
    subject,
    'Nowe zgłoszenie: Kalkulator konsolidacji – wyślij wyliczenie doradcy – Marek Wójcik',
  );
  assertEquals(replyTo, undefined);
  assertIncludes(text, 'Klient nie podał adresu e-mail – kontakt tylko telefoniczny.');
  assertIncludes(text, 'Okres nowego kredytu: 84 mies.');
  assertIncludes(text, 'Nowa rata (wyliczenie klienta): 263,61 zł');
  assertIncludes(text, 'RRSO (wyliczenie klienta): 9,76%');
  // One line per debt, columns padded; the sums under a rule.
  assertIncludes(text, 'Nr     Do spłaty      Rata  Pozostało rat  Rata × pozostałe raty');
  assertIncludes(text, '1.     12 000 zł    950 zł             14              13 300 zł');
  assertIncludes(text, '2.      4 500 zł    620 zł              8               4 960 zł');
  assertIncludes(text, 'Razem  16 500 zł  1 570 zł                             18 260 zł');
  assertIncludes(
    html,
    '<caption style="text-align:left;font-weight:600;padding:4px 0">Zobowiązania podane przez klienta</caption>',
  );
  assertIncludes(
    html,
    '<th scope="col" style="padding:4px 12px;border-bottom:1px solid #cbd2d9;text-align:right;font-weight:600">Rata × pozostałe raty</th>',
  );
  assertIncludes(html, '>12 000 zł</td>');
  assertIncludes(
    html,
    '<tfoot><tr><td style="padding:4px 12px;text-align:right;white-space:nowrap;border-top:1px solid #cbd2d9;font-weight:600">Razem</td>',
  );
  assertIncludes(text, 'Zapoznanie z polityką prywatności i prośba o kontakt: Tak');

  // A name with markup is escaped here as everywhere; without a calculation the adviser is told.
  const bare = notify('calculator', { calculation: undefined, name: 'Marek <i>W</i>' });
  for (const part of [bare.text, bare.html]) {
    assertIncludes(part, 'bez wyliczenia (klient nie uzupełnił kalkulatora)');
    assertExcludes(part, 'Zobowiązania podane przez klienta');
  }
  assertIncludes(bare.html, 'Marek &lt;i&gt;W&lt;/i&gt;');
  assertExcludes(bare.html, '<i>');
});

Deno.test(
  'an offer page callback: its page, and the call time by the phone and in Co zrobić',
  () => {
    const { text, html } = notify('quick-lead', {
      pageName: 'Kredyt dla pielęgniarki',
      loanAmount: '',
      callbackTime: 'evening',
    });
    assertIncludes(text, 'Telefon: 601 222 333\nKiedy dzwonić: Wieczorem (16:00–20:00)\n');
    const action =
      'Klient prosi o telefon wieczorem (16:00–20:00): zadzwoń w najbliższym takim przedziale w dzień roboczy.';
    assertIncludes(text, `Co zrobić: ${action}`);
    assertIncludes(text, 'Strona/sekcja: Kredyt dla pielęgniarki');
    assertIncludes(html, action);
    assertIncludes(html, 'Kiedy dzwonić');
    assertIncludes(html, 'Wieczorem (16:00–20:00)');
    // Without a chosen time the form's own promise stays.
    assertIncludes(
      notify('quick-contact', { callbackTime: 'asap' }).text,
      'Co zrobić: Oddzwoń w ciągu 30 minut',
    );
  },
);

Deno.test('contact: the message and a reply-to the visitor', () => {
  const { text, replyTo } = notify('contact');
  assertEquals(replyTo, 'jan@example.pl');
  assertIncludes(text, 'Wiadomość: Proszę o kontakt w sprawie konsolidacji.');
  assertIncludes(text, 'Strona/sekcja: Formularz kontaktowy');
  assertIncludes(text, 'Odpowiedź na tę wiadomość trafi do klienta.');
});

Deno.test('newsletter: the address names the lead, marketing consent Tak, no call back', () => {
  const { subject, text, replyTo } = notify('newsletter');
  assertEquals(subject, 'Nowe zgłoszenie: Zapis do newslettera – czytelnik@example.pl');
  assertEquals(replyTo, 'czytelnik@example.pl');
  assertIncludes(text, 'E-mail: czytelnik@example.pl');
  assertIncludes(text, 'Zgoda na newsletter (e-mail): Tak');
  assertIncludes(text, 'Nie trzeba oddzwaniać.');
  assertIncludes(text, 'Strona/sekcja: Baza wiedzy');
});

Deno.test('every value is HTML-escaped in the HTML part and raw in the text part', () => {
  const message = '<script>alert(1)</script> "&\' <b>pogrubione</b>';
  const { text, html } = notify('contact', { message, name: 'Jan <img src=x onerror=alert(1)>' });
  assertIncludes(text, message);
  assertIncludes(
    html,
    '&lt;script&gt;alert(1)&lt;/script&gt; &quot;&amp;&#39; &lt;b&gt;pogrubione&lt;/b&gt;',
  );
  assertIncludes(html, 'Jan &lt;img src=x onerror=alert(1)&gt;');
  assertExcludes(html, '<script>');
  assertExcludes(html, '<img');
  assertExcludes(html, '<b>');
  // The title element carries the subject, escaped too.
  assertIncludes(html, '<title>Nowe zgłoszenie: Formularz kontaktowy – Jan &lt;img');
});

Deno.test('a file name with markup is escaped in the HTML list', () => {
  const { html, text } = notify('application', {
    uploadedFiles: [{ name: '"><svg onload=alert(1)>.pdf', size: 2048 }],
  });
  assertIncludes(html, '<li>&quot;&gt;&lt;svg onload=alert(1)&gt;.pdf (2 KB)</li>');
  assertIncludes(text, '"><svg onload=alert(1)>.pdf (2 KB)');
});

Deno.test('a name with CR/LF cannot inject a header: the subject stays one line', () => {
  // The schema rejects line breaks in a name; this proves the notification is safe even without it.
  const valid = leadOf('quick-contact');
  const lead = {
    ...valid,
    data: { ...valid.data, name: 'Jan\r\nBcc: evil@example.com\nX-Spam: 1' },
  } as Lead;
  const { subject, replyTo } = buildNotification(lead, RECEIVED_AT);
  assertEquals(subject, 'Nowe zgłoszenie: Szybki kontakt – Jan Bcc: evil@example.com X-Spam: 1');
  assert(!/[\r\n]/.test(subject));
  assertEquals(replyTo, 'anna.kowalska@example.pl');
  assert(!/[\r\n]/.test(describeLead(lead)));
});

Deno.test('the received time is Warsaw time, summer time included', () => {
  const summer = notify('contact', {}, new Date('2026-07-01T10:00:00Z')).text;
  assertIncludes(summer, 'Otrzymano: 01.07.2026 (środa), godz. 12:00:00 (czas polski)');
  const midnight = notify('contact', {}, new Date('2026-12-31T23:30:00Z')).text;
  assertIncludes(midnight, 'Otrzymano: 01.01.2027 (piątek), godz. 00:30:00 (czas polski)');
});

Deno.test('marketing consents per channel; a body from before the split shows its one flag', () => {
  const split = notify('application', {
    consentMarketingEmail: true,
    consentMarketingPhone: false,
  });
  assertIncludes(split.text, 'Zgoda na oferty e-mailem: Tak');
  assertIncludes(split.text, 'Zgoda na oferty telefonicznie: Nie');
  assertExcludes(split.text, 'dawny formularz');

  const legacy = notify('analysis', {
    consentMarketing: true,
    consentMarketingEmail: undefined,
    consentMarketingPhone: undefined,
  });
  assertIncludes(
    legacy.text,
    'Zgoda marketingowa (dawny formularz: e-mail lub telefon razem): Tak',
  );
  assertExcludes(legacy.text, 'Zgoda na oferty e-mailem');
  assertExcludes(legacy.text, 'Zgoda na oferty telefonicznie');
});

Deno.test(
  'no line or paragraph separator a visitor typed reaches either part of the e-mail',
  () => {
    // The schema refuses them in single-line fields; the e-mail is safe even without it.
    const valid = leadOf('application');
    const separators = ['\u2028', '\u2029', '\u0085', '\v', '\f', '\r', '\n'];
    for (const separator of separators) {
      const planted = `Jan${separator}Telefon: 000 000 000`;
      const lead = {
        ...valid,
        data: {
          ...valid.data,
          name: planted,
          phone: `600${separator}100`,
          uploadedFiles: [{ name: `plik${separator}.pdf`, size: 1 }],
        },
      } as Lead;
      const { subject, text, html } = buildNotification(lead, RECEIVED_AT);
      const forged = /[\u2028\u2029\u0085\v\f\r]|\nTelefon: 000/;
      assert(!forged.test(subject), `subject with ${JSON.stringify(separator)}`);
      assert(!forged.test(text), `text with ${JSON.stringify(separator)}`);
      assert(!/[\u2028\u2029\u0085\v\f]/.test(html), `html with ${JSON.stringify(separator)}`);
      assertIncludes(text, 'Imię i nazwisko: Jan Telefon: 000 000 000');
    }
  },
);

Deno.test('the campaign on one line: tags, else the referring site, else a direct visit', () => {
  const line = (attribution?: Record<string, unknown>) =>
    /^Źródło: .*$/m.exec(notify('contact', attribution ? { attribution } : {}).text)?.[0];
  assertEquals(
    line({
      source: 'google',
      medium: 'cpc',
      campaign: 'kampania-x',
      landingPage: '/kredyt-dla-lekarza',
    }),
    'Źródło: google / cpc / kampania-x (wejście: /kredyt-dla-lekarza)',
  );
  assertEquals(
    line({ referrer: 'https://www.bing.com/search', landingPage: '/' }),
    'Źródło: https://www.bing.com/search (odnośnik) (wejście: /)',
  );
  assertEquals(line({ landingPage: '/kontakt' }), 'Źródło: bezpośrednio (wejście: /kontakt)');
  assertEquals(line(), 'Źródło: brak danych');
  // A tag with markup never gets through the schema, so never into either part.
  const { html, text } = notify('contact', { attribution: { source: '<b>x</b>', medium: 'cpc' } });
  assertIncludes(text, 'Źródło: cpc');
  assertExcludes(html, '<b>x</b>');
});
