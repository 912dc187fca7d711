// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { normalisePath } from '@/config/paths';
import { withCurrentYear } from '@/lib/current-year-in-title';
import { formatDatePl, formatMonths, formatPercent, formatPln, pluralPl } from '@/lib/format';
import { formatFileSize } from '@shared/format-file-size';

const NBSP = '\u00a0';

describe('formatPln', () => {
  it.each([
    [100000, `100${NBSP}000${NBSP}zł`],
    [149082.84, `149${NBSP}082,84${NBSP}zł`],
    [3000, `3${NBSP}000${NBSP}zł`],
    [1552.94, `1${NBSP}552,94${NBSP}zł`],
    [500, `500${NBSP}zł`],
    [0, `0${NBSP}zł`],
  ])('formats %d as %j', (amount, expected) => {
    expect(formatPln(amount)).toBe(expected);
  });

  it('rounds a fractional amount to two decimal places', () => {
    expect(formatPln(10.5)).toBe(`10,50${NBSP}zł`);
  });
});

describe('formatPercent', () => {
  it.each([
    [8.49, '8,49%'],
    [7.9, '7,9%'],
    [0, '0%'],
  ])('formats %d as %j', (value, expected) => {
    expect(formatPercent(value)).toBe(expected);
  });
});

describe('formatMonths', () => {
  it('formats a number of months with a non-breaking space', () => {
    expect(formatMonths(120)).toBe(`120${NBSP}mies.`);
  });
});

describe('formatDatePl', () => {
  it.each([
    ['2025-06-04', '4 czerwca 2025'],
    ['2024-12-04', '4 grudnia 2024'],
    ['2025-01-01', '1 stycznia 2025'],
    ['2025-12-31', '31 grudnia 2025'],
  ])('formats %s as %j', (iso, expected) => {
    expect(formatDatePl(iso)).toBe(expected);
  });
});

describe('withCurrentYear', () => {
  it('replaces a four-digit year in a title with the given year', () => {
    expect(withCurrentYear('Ranking kredytów konsolidacyjnych 2024', 2031)).toBe(
      'Ranking kredytów konsolidacyjnych 2031',
    );
    expect(withCurrentYear('Poradnik 2025: jak wyjść z długów', 2031)).toBe(
      'Poradnik 2031: jak wyjść z długów',
    );
  });

  it('leaves a title without a year unchanged', () => {
    expect(withCurrentYear('Jak skutecznie wyjść z długów?', 2031)).toBe(
      'Jak skutecznie wyjść z długów?',
    );
  });

  it('does not touch numbers that are not a year', () => {
    expect(withCurrentYear('Kredyt do 300000 zł na 120 miesięcy', 2031)).toBe(
      'Kredyt do 300000 zł na 120 miesięcy',
    );
    expect(withCurrentYear('Pożyczka 5000 zł', 2031)).toBe('Pożyczka 5000 zł');
  });
});

describe('normalisePath', () => {
  it.each([
    ['/kontakt/', '/kontakt'],
    ['/kontakt', '/kontakt'],
    ['/wiedza/artykul///', '/wiedza/artykul'],
    ['/', '/'],
  ])('normalises %j to %j', (input, expected) => {
    expect(normalisePath(input)).toBe(expected);
  });
});

describe('pluralPl', () => {
  it('picks the Polish form after a number, 12–14 included', () => {
    const months = (count: number) => pluralPl(count, 'miesiąc', 'miesiące', 'miesięcy');
    expect([1, 2, 4, 5, 12, 14, 22, 96, 112, 144].map(months)).toEqual([
      'miesiąc',
      'miesiące',
      'miesiące',
      'miesięcy',
      'miesięcy',
      'miesięcy',
      'miesiące',
      'miesięcy',
      'miesięcy',
      'miesiące',
    ]);
  });
});

describe('formatFileSize', () => {
  const MB = 1024 * 1024;
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1,5 KB'],
    [1048575, '1024 KB'],
    [1048576, '1 MB'],
    [2 * MB, '2 MB'],
    [2.3 * MB, '2,3 MB'],
  ])('formats %i bytes as %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
