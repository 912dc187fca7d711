// @vitest-environment node
/**
 * The knowledge hub's guides as the build serves them (dist/, read through tests/served-pages.ts):
 * enough of them in every category, each a full text with its sources and its schema.org Article,
 * and every link of a body leading to a page the build writes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { absoluteUrl } from '@/config/env';
import { articlePath } from '@/config/paths';
import { articles } from '@/content/articles';
import { wordsOf } from '@/content/articles/read-time';
import { articleAuthorPending } from '@/content/authors';
import { company } from '@/content/company';
import { launchChecklist, missingArticleAuthors } from '@/content/launch-checklist';
import { knowledgePage } from '@/content/pages/knowledge';
import type { PublishedArticle } from '@/content/types';
import { listPages } from '@/entry-server';
import { formatDatePl } from '@/lib/format';
import { plainText } from '@/lib/typography';
import { READ_TIMEOUT, jsonLdOf, servedPage, servedPages, textOf } from './served-pages';

beforeAll(() => void servedPages(), READ_TIMEOUT);

/** Copy as a visitor reads it: typeset spaces plain, runs of white space as one. */
const plain = (text: string) => plainText(text).replace(/\s+/g, ' ').trim();

const builtPaths = new Set(listPages().map((page) => page.path));
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

describe('The article registry', () => {
  it('holds at least twelve guides, and at least two in every category the hub shows', () => {
    expect(articles.length).toBeGreaterThanOrEqual(12);
    const shown = knowledgePage.hub.categories.filter((category) =>
      articles.some((article) => article.category === category),
    );
    for (const category of shown) {
      expect(
        articles.filter((article) => article.category === category).length,
        category,
      ).toBeGreaterThanOrEqual(2);
    }
  });

  it('asks the owner for the authors while the guides are signed by the placeholder', () => {
    expect(missingArticleAuthors(true)).toEqual([
      expect.stringMatching(/^autorzy poradników.*src\/content\/authors\.ts/) as unknown,
    ]);
    expect(missingArticleAuthors(false)).toEqual([]);
    expect(
      launchChecklist().missingData.some((item) => item.startsWith('autorzy poradników')),
    ).toBe(articleAuthorPending);
  });

  it('gives every guide a unique slug and id, and the sitemap its last change', () => {
    expect(new Set(articles.map((article) => article.slug)).size).toBe(articles.length);
    expect(new Set(articles.map((article) => article.id)).size).toBe(articles.length);
    const pages = listPages();
    for (const article of articles) {
      const page = pages.find((item) => item.path === articlePath(article.slug));
      expect(page, article.slug).toMatchObject({
        indexable: true,
        lastModified: article.dateModified,
      });
      expect(article.date).toMatch(ISO_DATE);
    }
  });
});

describe.each(articles.map((article) => [article.slug, article] as const))(
  'Served article %s',
  (_slug, article: PublishedArticle) => {
    const served = () => servedPage(articlePath(article.slug));

    it('holds its whole body: at least 1,200 words (and no more than 2,000)', () => {
      // The body's markup as written, byte for byte (the page writes it unchanged).
      expect(served().html).toContain(article.content);
      const words = wordsOf(article.content);
      expect(words).toBeGreaterThanOrEqual(1200);
      expect(words).toBeLessThanOrEqual(2000);
    });

    it('lists its sources under "Źródła", each link opening a new tab', () => {
      expect(article.sources.length).toBeGreaterThanOrEqual(3);
      const section = served().document.querySelector('section[aria-label="Źródła"]');
      expect(section, 'the "Źródła" section').not.toBeNull();
      const items = [...(section?.querySelectorAll('li') ?? [])];
      expect(items).toHaveLength(article.sources.length);
      article.sources.forEach((source, index) => {
        const item = items[index] as Element;
        expect(textOf(item)).toContain(plain(source.title));
        if (source.url) {
          expect(source.url).toMatch(/^https:\/\/[^/]+\.[a-z]+\//);
          const link = [...item.querySelectorAll('a')].find(
            (anchor) => anchor.getAttribute('href') === source.url,
          );
          expect(link?.getAttribute('target')).toBe('_blank');
          expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
          expect(textOf(item)).toContain('(otwiera się w nowej karcie)');
        }
      });
    });

    it('states the legal position it describes and its last review, apart from its first publication', () => {
      // Issue 38: a guide says "Stan prawny na <date>" and when it was last updated; `date` stays
      // the first publication. All three are <time> elements with their ISO dates.
      expect(article.legalStateOn).toMatch(ISO_DATE);
      expect(article.dateModified).toMatch(ISO_DATE);
      expect(article.dateModified >= article.date).toBe(true);
      const header = served().document.querySelector('article header') as Element;
      for (const date of [article.date, article.dateModified, article.legalStateOn]) {
        expect(header.querySelector(`time[datetime="${date}"]`), date).not.toBeNull();
      }
      expect(textOf(header)).toContain(`Stan prawny na ${formatDatePl(article.legalStateOn)}`);
    });

    it('links each act it rests on to the act itself, never to the home page of a register', () => {
      for (const source of article.sources) {
        if (source.url)
          expect(source.url, source.title).not.toMatch(/^https:\/\/isap\.sejm\.gov\.pl\/?$/);
        if (/^(?:Ustawa|Rozporządzenie|Dyrektywa)\b/.test(source.title)) {
          expect(source.url, source.title).toMatch(
            /^https:\/\/isap\.sejm\.gov\.pl\/isap\.nsf\/DocDetails\.xsp\?id=WDU\d{11}$|^https:\/\/eur-lex\.europa\.eu\/eli\//,
          );
        }
      }
    });

    it('describes itself with a valid schema.org Article', () => {
      const { document } = served();
      const found = jsonLdOf(document).filter((data) => data['@type'] === 'Article');
      expect(found).toHaveLength(1);
      const data: Record<string, unknown> = found[0] ?? {};
      const h1 = textOf(document.querySelector('h1') as Element);
      const author =
        article.author.kind === 'Person'
          ? { '@type': 'Person', name: article.author.name, jobTitle: article.author.role }
          : { '@type': 'Organization', name: article.author.name };
      expect(data).toMatchObject({
        '@context': 'https://schema.org',
        description: article.excerpt,
        image: absoluteUrl(article.image.src),
        datePublished: article.date,
        dateModified: article.dateModified,
        inLanguage: 'pl-PL',
        author,
        publisher: {
          '@type': 'Organization',
          name: company.brandName,
          logo: { '@type': 'ImageObject' },
        },
        mainEntityOfPage: { '@type': 'WebPage', '@id': absoluteUrl(articlePath(article.slug)) },
      });
      expect(plainText(String(data.headline))).toBe(h1);
      expect(h1).not.toBe('');
      expect(String(data.headline).length).toBeLessThanOrEqual(110);
      expect(data.datePublished).toMatch(ISO_DATE);
      expect(String(data.dateModified) >= String(data.datePublished)).toBe(true);
      // Only properties schema.org defines for an Article (or its CreativeWork and Thing parents).
      const articleProperties = [
        '@context',
        '@type',
        'headline',
        'description',
        'image',
        'datePublished',
        'dateModified',
        'inLanguage',
        'articleSection',
        'keywords',
        'author',
        'publisher',
        'mainEntityOfPage',
      ];
      expect(Object.keys(data).filter((key) => !articleProperties.includes(key))).toEqual([]);
    });

    it('links only to pages the build writes', () => {
      const links = [...article.content.matchAll(/href="([^"]*)"/g)].map((match) => match[1] ?? '');
      const internal = links.filter((href) => href.startsWith('/'));
      expect(internal.length).toBeGreaterThan(0);
      const dead = internal.filter((href) => !builtPaths.has(href.replace(/[?#].*$/, '')));
      expect(dead).toEqual([]);
      for (const href of links.filter((link) => !link.startsWith('/'))) {
        expect(href).toMatch(/^https:\/\//);
      }
    });
  },
);
