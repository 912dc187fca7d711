// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { loadPage, matchPath, opensWithoutItsState } from '@/app/page-loading';
import type { PageRoute } from '@/app/routes';
import { articles } from '@/content/articles';
import { articlePath, paths } from '@/config/paths';

const pageAt = (pathname: string) => {
  const match = matchPath(pathname);
  if (match.kind !== 'page') throw new Error(`${pathname} is a redirect`);
  return match.route;
};

describe('Route matching', () => {
  it('finds each page of the route table by its path, with or without a trailing slash', () => {
    expect(pageAt(paths.home).id).toBe('home-page');
    expect(pageAt(paths.contact).id).toBe('contact-page');
    expect(pageAt(`${paths.contact}/`).id).toBe('contact-page');
  });

  it('sends /old on to the home page', () => {
    expect(matchPath(paths.old)).toMatchObject({ kind: 'redirect', route: { to: paths.home } });
  });

  it('gives articles their page and any unknown address the 404 page, kept out of the index', () => {
    expect(pageAt(articlePath(articles[0]?.slug ?? '')).id).toBe('article-page');
    const notFound = pageAt('/nie-ma-takiej-strony');
    expect(notFound.id).toBe('not-found-page');
    expect(notFound.indexable).toBe(false);
  });
});

describe('A page that needs the state its form left', () => {
  it('is opened without it when the history entry holds none (typed or bookmarked)', () => {
    for (const entry of [null, undefined, {}, { usr: null, key: 'default', idx: 0 }]) {
      expect(opensWithoutItsState(paths.thankYou, entry)).toBe(true);
    }
  });

  it('is opened with it from its form, or reloaded after; other pages need none', () => {
    const fromForm = { usr: { name: 'Anna' }, key: 'k3x9', idx: 2 };
    expect(opensWithoutItsState(paths.thankYou, fromForm)).toBe(false);
    expect(opensWithoutItsState(`${paths.thankYou}/`, fromForm)).toBe(false);
    expect(opensWithoutItsState(paths.contact, null)).toBe(false);
    expect(opensWithoutItsState('/nie-ma-takiej-strony', null)).toBe(false);
  });
});

describe('Page loading', () => {
  const route = (load: PageRoute['load']): PageRoute => ({
    id: `test-${Math.random()}`,
    path: '/test',
    load,
    indexable: true,
    hydrates: 'interaction',
    needsState: false,
  });

  it('loads a page once, however often it is asked for, and then has it at hand', async () => {
    const Page = () => null;
    const load = vi.fn(() => Promise.resolve(Page));
    const page = route(load);
    const first = loadPage(page);
    expect('status' in first).toBe(false);
    await Promise.all([first, loadPage(page)]);
    expect(load).toHaveBeenCalledTimes(1);
    // What React's `use` reads to render the page at once, without suspending.
    expect(loadPage(page)).toBe(first);
    expect(first).toMatchObject({ status: 'fulfilled', value: Page });
  });

  it('tries again after a failed load (offline, or a chunk a newer deployment removed)', async () => {
    const Page = () => null;
    const load = vi
      .fn<PageRoute['load']>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(Page);
    const page = route(load);
    await expect(loadPage(page)).rejects.toThrow('Failed to fetch');
    await expect(loadPage(page)).resolves.toBe(Page);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
