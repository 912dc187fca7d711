import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/components/ui/toast-store';
import { articlePath } from '@/config/paths';
import { articles, relatedArticles, relatedTo } from '@/content/articles';
import { readTimeOf, wordsOf } from '@/content/articles/read-time';
import { articleAuthor } from '@/content/authors';
import type * as figures from '@/content/figures';
import { exampleFigures, representativeExample } from '@/content/representative-example';
import type { ArticleCategory, PublishedArticle } from '@/content/types';
import { withCurrentYear } from '@/lib/current-year-in-title';
import { typeset, typesetText } from '@/lib/typography';
import { formatDatePl, formatPercent, formatPln } from '@/lib/format';
import { preloadPages, renderApp } from './render-app';

preloadPages(...articles.map((article) => articlePath(article.slug)));

const CONSOLIDATION = 'co-to-jest-kredyt-konsolidacyjny-jak-dziala';

/** Typeset copy as a visitor (and Testing Library's matcher) reads it: non-breaking spaces as spaces. */
const spaced = (text: string) => text.replace(/\s+/g, ' ');

function bodyOf(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

function getOnlyH1(): HTMLElement {
  const headings = screen.getAllByRole('heading', { level: 1 });
  expect(headings).toHaveLength(1);
  return headings[0] as HTMLElement;
}

/** Fails unless the elements appear in the document in the given order. */
function expectInOrder(elements: Element[]) {
  for (let i = 1; i < elements.length; i += 1) {
    const before = elements[i - 1] as Element;
    const after = elements[i] as Element;
    expect(
      before.compareDocumentPosition(after) & Node.DOCUMENT_POSITION_FOLLOWING,
      `element ${i} should follow element ${i - 1}`,
    ).toBeTruthy();
  }
}

const cases = articles.map((article) => [article.slug, article] as const);

describe.each(cases)('Article %s', (_slug, article: PublishedArticle) => {
  const year = new Date().getFullYear();

  it('shows its facts, title, byline, share button, image, body, sources, tags and call to action in order', async () => {
    await renderApp(articlePath(article.slug));
    const h1 = getOnlyH1();
    expect(h1).toHaveTextContent(withCurrentYear(article.title, year).replace(/\s+/g, ' '));
    if (/\b20\d{2}\b/.test(article.title)) expect(h1).toHaveTextContent(String(year));

    const header = h1.closest('header') as HTMLElement;
    const inHeader = within(header);
    const category = inHeader.getByText(spaced(article.category));
    const date = inHeader.getByText(formatDatePl(article.date));
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('datetime', article.date);
    const readTime = inHeader.getByText(spaced(article.readTime));
    const excerpt = inHeader.getByText(spaced(article.excerpt));
    const author = inHeader.getByText(spaced(article.author.name));
    const role = inHeader.getByText(spaced(article.author.role));
    const share = inHeader.getByRole('button', { name: 'Udostępnij' });

    const image = screen.getByRole('img', { name: article.image.alt });
    expect(image).toHaveAttribute('src', article.image.src);
    expect(image).toHaveAttribute('width', String(article.image.width));
    expect(image).toHaveAttribute('height', String(article.image.height));
    expect(image).toHaveAttribute('decoding', 'async');
    expect(article.image.src).toBe(`/images/articles/${article.slug}.svg`);

    const bodyHeadings = [...bodyOf(article.content).querySelectorAll('h2, h3')];
    expect(bodyHeadings.length).toBeGreaterThanOrEqual(5);
    const shownHeadings = bodyHeadings.map((heading) =>
      screen.getByRole('heading', {
        level: heading.tagName === 'H2' ? 2 : 3,
        name: heading.textContent,
      }),
    );

    const sources = screen.getByRole('region', { name: 'Źródła' });
    const sourceItems = within(sources).getAllByRole('listitem');
    expect(sourceItems.map((item) => spaced(item.textContent))).toEqual(
      article.sources.map((source) =>
        spaced(
          source.url
            ? `${source.title} – ${new URL(source.url).hostname.replace(/^www\./, '')} (otwiera się w nowej karcie)`
            : source.title,
        ),
      ),
    );
    for (const link of within(sources).queryAllByRole('link')) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }

    // The tags are the list under the heading 'Tagi' (a plain list takes no aria-label).
    const tagHeading = screen.getByRole('heading', { level: 2, name: 'Tagi' });
    const tagList = tagHeading.nextElementSibling as HTMLElement;
    expect(tagList.tagName).toBe('UL');
    const tagItems = within(tagList).getAllByRole('listitem');
    expect(tagItems.map((item) => item.textContent)).toEqual(article.tags);

    const cta = screen.getByRole('link', { name: 'Zamów bezpłatną analizę' });
    expect(cta).toHaveAttribute('href', '/bezplatna-analiza');
    const related = screen.getByRole('region', { name: 'Przeczytaj również' });

    expectInOrder([
      category,
      date,
      readTime,
      h1,
      excerpt,
      author,
      role,
      share,
      image,
      ...shownHeadings,
      sources,
      tagList,
      cta,
      related,
    ]);
  });

  it('links the free analysis from its body', () => {
    const links = [...bodyOf(article.content).querySelectorAll('a')];
    expect(links.some((link) => link.getAttribute('href') === '/bezplatna-analiza')).toBe(true);
    for (const link of links.filter((link) => link.getAttribute('href')?.startsWith('http'))) {
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(article.content).not.toMatch(/<script|style=|\son\w+=/i);
  });

  it('shows the two closest articles as related, never itself', async () => {
    await renderApp(articlePath(article.slug));
    const related = within(screen.getByRole('region', { name: 'Przeczytaj również' }));
    const others = relatedArticles(article.slug);
    expect(others).toHaveLength(Math.min(2, articles.length - 1));
    const links = related.getAllByRole('link');
    expect(links).toHaveLength(others.length);
    others.forEach((other, index) => {
      expect(links[index]).toHaveAttribute('href', `/wiedza/${other.slug}`);
      expect(links[index]).toHaveTextContent(
        withCurrentYear(other.title, year).replace(/\s+/g, ' '),
      );
    });
    for (const link of links) {
      expect(link).not.toHaveAttribute('href', `/wiedza/${article.slug}`);
    }
  });

  it('is signed by its author record and reads in the time its body takes', () => {
    expect(article.author).toEqual(typeset(articleAuthor));
    expect(article.readTime).toBe(typesetText(readTimeOf(article.content)));
    expect(article.readTime).toMatch(/^\d+\u00a0min czytania$/);
  });
});

describe('Read time', () => {
  const words = (count: number) => `<p>${'słowo '.repeat(count)}</p>`;

  it('counts the words of the body without its markup, about 200 a minute, at least one minute', () => {
    expect(wordsOf('<h2>Jedna rata</h2><p>Dwa <a href="/x">słowa</a> &nbsp;– i 3</p>')).toBe(6);
    expect(readTimeOf(words(1000))).toBe('5 min czytania');
    expect(readTimeOf(words(1650))).toBe('8 min czytania');
    expect(readTimeOf(words(20))).toBe('1 min czytania');
  });
});

describe('Related articles', () => {
  const article = (
    slug: string,
    category: ArticleCategory,
    tags: string[],
    date = '2026-01-01',
    id = 1,
  ) => ({
    slug,
    category,
    tags,
    date,
    id,
  });
  const self = article('self', 'Kredyty', ['rrso', 'koszt kredytu', 'konsolidacja']);

  it('are the two with the same category and the most shared tags, the newest first among equals', () => {
    const pool = [
      self,
      article('other-category-no-tags', 'Edukacja', []),
      article('same-category-older', 'Kredyty', [], '2025-01-01', 2),
      article('same-category-newer', 'Kredyty', [], '2026-06-01', 3),
      article('two-tags', 'Finanse osobiste', ['RRSO', 'konsolidacja']),
    ];
    expect(relatedTo(self, pool).map((other) => other.slug)).toEqual([
      'two-tags',
      'same-category-newer',
    ]);
  });

  it('are always two when there are two others, however unrelated, and never the article itself', () => {
    const pool = [
      self,
      article('a', 'Edukacja', ['nauczyciel']),
      article('b', 'Zawody medyczne', []),
    ];
    const related = relatedTo(self, pool);
    expect(related).toHaveLength(2);
    expect(related).not.toContain(self);
    expect(relatedTo(self, [self, ...pool])).not.toContain(self);
  });
});

describe('Article share button', () => {
  const path = articlePath(CONSOLIDATION);

  function setNavigator(key: 'share' | 'clipboard', value: unknown) {
    Object.defineProperty(window.navigator, key, { configurable: true, writable: true, value });
  }

  beforeEach(() => {
    setNavigator('share', undefined);
  });

  afterEach(() => {
    act(() => resetToasts());
    Reflect.deleteProperty(window.navigator, 'share');
  });

  it('uses the Web Share API with the title and the address where the browser has it', async () => {
    const { user } = await renderApp(path);
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn().mockResolvedValue(undefined);
    setNavigator('share', share);
    setNavigator('clipboard', { writeText });

    await user.click(screen.getByRole('button', { name: 'Udostępnij' }));
    expect(share).toHaveBeenCalledWith({
      title: getOnlyH1().textContent,
      url: window.location.href,
    });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('does nothing more when the visitor closes the share sheet', async () => {
    const { user } = await renderApp(path);
    const writeText = vi.fn().mockResolvedValue(undefined);
    setNavigator('share', vi.fn().mockRejectedValue(new DOMException('cancel', 'AbortError')));
    setNavigator('clipboard', { writeText });

    await user.click(screen.getByRole('button', { name: 'Udostępnij' }));
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByText('Link skopiowany')).not.toBeInTheDocument();
  });

  it('copies the address and confirms with a toast without the Web Share API', async () => {
    const { user } = await renderApp(path);
    const writeText = vi.fn().mockResolvedValue(undefined);
    setNavigator('clipboard', { writeText });

    await user.click(screen.getByRole('button', { name: 'Udostępnij' }));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(await screen.findByText('Link skopiowany')).toBeInTheDocument();
    expect(screen.getByText('Możesz go teraz wkleić i wysłać.')).toBeInTheDocument();
  });

  it('says so when neither sharing nor copying works', async () => {
    const { user } = await renderApp(path);
    setNavigator('share', vi.fn().mockRejectedValue(new Error('not allowed')));
    setNavigator('clipboard', { writeText: vi.fn().mockRejectedValue(new Error('denied')) });

    await user.click(screen.getByRole('button', { name: 'Udostępnij' }));
    expect(await screen.findByText('Nie udało się skopiować linku')).toBeInTheDocument();
    expect(screen.queryByText('Link skopiowany')).not.toBeInTheDocument();
  });
});

describe('Article figures', () => {
  const example = exampleFigures('consolidation');
  const text = (html: string) => bodyOf(html).textContent.replace(/\u00a0/g, ' ');

  /** Ways a figure could be typed by hand: "149 082,84", "149082,84", "149082.84", "9,25"… */
  function handTyped(value: number): RegExp {
    const [whole = '', fraction] = value.toFixed(2).split('.');
    const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '[ .]?');
    const tail = fraction === '00' ? `(?:[.,]${fraction})?` : `[.,]${fraction}`;
    return new RegExp(`(?<![\\d,.])${grouped}${tail}(?![\\d])`);
  }

  it('shows the consolidation example exactly as the offer pages do', () => {
    const article = articles.find((item) => item.slug === CONSOLIDATION) as PublishedArticle;
    const body = bodyOf(article.content);
    const table = body.querySelector('table') as HTMLTableElement;
    expect(table.closest('.table-scroll')).toHaveAttribute('tabindex', '0');
    const rows = [...(table.tBodies[0]?.rows ?? [])].map((row) => [
      row.cells[0]?.textContent,
      row.cells[1]?.textContent,
    ]);
    expect(rows).toEqual(representativeExample.rows.map((row) => [row.label, row.value]));
    expect(body.textContent).toContain(formatPln(example.instalment));
  });

  describe('with other figures', () => {
    afterEach(() => {
      vi.doUnmock('@/content/figures');
      vi.resetModules();
    });

    it('follows changed inputs and keeps none of the computed numbers typed in', async () => {
      vi.resetModules();
      const changedInputs = {
        amount: 54_321,
        months: 87,
        annualRatePercent: 6.78,
        rateType: 'variable',
        commissionPercent: 2,
      } as const;
      vi.doMock('@/content/figures', async (importOriginal) => {
        const original = await importOriginal<typeof figures>();
        return {
          ...original,
          // Every product's inputs change: a guide may show another product's example whose
          // inputs equal the consolidation example's (the nurse credit's do), computed all the same.
          creditExamples: Object.fromEntries(
            Object.keys(original.creditExamples).map((product) => [product, changedInputs]),
          ),
          examplesCalculatedOn: '02.03.2031',
        };
      });
      const { articles: reloaded } = await import('@/content/articles');
      const { exampleFigures: recomputed } = await import('@/content/representative-example');
      const changed = recomputed('consolidation');
      const consolidation = reloaded.find(
        (item) => item.slug === CONSOLIDATION,
      ) as PublishedArticle;

      for (const amount of [changed.amount, changed.totalPayable, changed.instalment]) {
        expect(consolidation.content).toContain(formatPln(amount));
      }
      expect(consolidation.content).toContain(formatPercent(changed.aprPercent));
      expect(consolidation.content).toContain('02.03.2031');

      const originals = (
        ['totalPayable', 'totalCost', 'interest', 'instalment', 'aprPercent'] as const
      ).map((name) => [name, example[name]] as const);
      for (const article of reloaded) {
        const body = text(article.content);
        for (const [name, value] of originals) {
          expect(body, `${article.slug} types ${name} by hand`).not.toMatch(handTyped(value));
        }
      }
    });
  });
});
