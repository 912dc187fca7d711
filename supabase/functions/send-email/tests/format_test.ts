import {
  amountText,
  escapeHtml,
  formatAmount,
  formatFileSize,
  headerSafe,
  telHref,
  warsawTime,
} from '../format.ts';
import { assertEquals } from './assert.ts';

Deno.test('file sizes in B, KB and MB with a Polish decimal comma', () => {
  const cases: [number, string][] = [
    [0, '0 B'],
    [512, '512 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1,5 KB'],
    [12595, '12,3 KB'],
    [1048575, '1024 KB'],
    [1048576, '1 MB'],
    [1572864, '1,5 MB'],
    [10 * 1048576 + 104858, '10,1 MB'],
  ];
  for (const [bytes, expected] of cases) assertEquals(formatFileSize(bytes), expected, `${bytes}`);
});

Deno.test('amounts in złoty with Polish digit grouping', () => {
  assertEquals(formatAmount('50000'), '50 000 zł');
  assertEquals(formatAmount('5200'), '5 200 zł');
  assertEquals(formatAmount('500'), '500 zł');
  assertEquals(formatAmount('1000000'), '1 000 000 zł');
  assertEquals(formatAmount('007500'), '7 500 zł');
  assertEquals(formatAmount('0'), '0 zł');
  assertEquals(amountText(''), 'Nie podano');
  assertEquals(amountText('', 'Nie wybrano'), 'Nie wybrano');
  assertEquals(amountText('10 000–30 000 zł'), '10 000–30 000 zł');
});

Deno.test('headerSafe turns CR, LF and other control characters into single spaces', () => {
  assertEquals(headerSafe('Jan\r\nBcc: evil@example.com'), 'Jan Bcc: evil@example.com');
  assertEquals(headerSafe('a\u0000b\tc\u007fd\u0085e\u2028f'), 'a b c d e f');
  assertEquals(headerSafe('  Zażółć gęślą jaźń \n'), 'Zażółć gęślą jaźń');
});

Deno.test('escapeHtml escapes the five special characters', () => {
  assertEquals(
    escapeHtml(`<a href="x">'&'</a>`),
    '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
  );
});

Deno.test('tel: links keep the digits and a leading plus', () => {
  assertEquals(telHref('+48 600-100-200'), 'tel:+48600100200');
  assertEquals(telHref('(22) 123 45 67'), 'tel:221234567');
});

Deno.test('warsawTime follows the Polish clock across the DST change', () => {
  const winter = warsawTime(new Date('2026-03-29T00:59:59Z'));
  const summer = warsawTime(new Date('2026-03-29T01:00:00Z'));
  assertEquals([winter.hour, winter.minute, winter.weekday], ['01', '59', 'niedziela']);
  assertEquals([summer.hour, summer.minute], ['03', '00']);
});
