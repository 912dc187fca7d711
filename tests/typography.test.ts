// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { typeset, typesetText } from '@/lib/typography';

const NBSP = '\u00a0';

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
