// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { plainText, typeset, typesetText } from '@/lib/typography';

const NBSP = '\u00a0';
const WJ = '\u2060';

describe('Polish typesetting of page copy', () => {
  it('keeps single-letter words with the next word, also several in a row', () => {
    expect(typesetText('Kredyt w banku i u pośrednika')).toBe(
      `Kredyt w${NBSP}banku i${NBSP}u${NBSP}pośrednika`,
    );
    expect(typesetText('Z nami, a nie (w pojedynkę)')).toBe(
      `Z${NBSP}nami, a${NBSP}nie (w${NBSP}pojedynkę)`,
    );
  });

  it('does not touch letters that end a longer word', () => {
    expect(typesetText('rata spada')).toBe('rata spada');
  });

  it('keeps a number with its unit and with its next group of digits', () => {
    expect(typesetText('do 100 000 zł na 10 lat, decyzja w 24 h')).toBe(
      `do 100${NBSP}000${NBSP}zł na 10${NBSP}lat, decyzja w${NBSP}24${NBSP}h`,
    );
    expect(typesetText('od 2010 r. i 8,49 %')).toBe(`od 2010${NBSP}r. i${NBSP}8,49${NBSP}%`);
  });

  it('keeps an abbreviation with what follows it, and a time of day with the word before it', () => {
    expect(typesetText('np. 50000, art. 50 ust. 1 lit. b, nr 5')).toBe(
      `np.${NBSP}50000, art.${NBSP}50${NBSP}ust.${NBSP}1${NBSP}lit.${NBSP}b, nr${NBSP}5`,
    );
    expect(typesetText('dostępni pon.–pt. 8:00–20:00')).toBe(
      `dostępni pon.–pt.${NBSP}8:00–${WJ}20:00`,
    );
    // A word that only ends like an abbreviation is left alone.
    expect(typesetText('Jest ok i tyle')).toBe(`Jest ok i${NBSP}tyle`);
  });

  it('never starts a line with a spaced dash and never breaks a range after its dash', () => {
    expect(typesetText('Jedna rata – jeden termin')).toBe(`Jedna rata${NBSP}– jeden termin`);
    expect(typesetText('zwykle 12–48 h, a pilnie 3–5 dni')).toBe(
      `zwykle 12–${WJ}48${NBSP}h, a${NBSP}pilnie 3–${WJ}5${NBSP}dni`,
    );
    // Words joined by a dash are no range.
    expect(typesetText('Poniedziałek–piątek')).toBe('Poniedziałek–piątek');
  });

  it('is idempotent, and reads back as the plain text it was made from', () => {
    const text = 'Doradca oddzwoni w ciągu 30 minut (pon.–pt. 8:00–20:00) – bez zobowiązań.';
    expect(typesetText(typesetText(text))).toBe(typesetText(text));
    expect(plainText(typesetText(text))).toBe(text);
  });

  it('changes the text of an article but never its markup', () => {
    expect(typesetText('<p>W tym <a href="/a b" class="a i">i w nim</a></p>')).toBe(
      `<p>W${NBSP}tym <a href="/a b" class="a i">i${NBSP}w${NBSP}nim</a></p>`,
    );
  });

  it('typesets every string of a content object and keeps its shape', () => {
    const content = {
      title: 'Kredyt w 48 h',
      path: '/kredyt-dla-lekarza',
      rate: 8.49,
      items: [{ text: 'a potem' }],
    };
    expect(typeset(content)).toEqual({
      title: `Kredyt w${NBSP}48${NBSP}h`,
      path: '/kredyt-dla-lekarza',
      rate: 8.49,
      items: [{ text: `a${NBSP}potem` }],
    });
  });
});
