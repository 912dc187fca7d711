import { render } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { describe, expect, it } from 'vitest';
import { Seo } from '@/components/seo/seo';

const SITE = 'https://www.spokojnarata.pl';
const title = 'Kredyt dla lekarza | Spokojna Rata';
const description = 'Kredyt dla lekarzy na warunkach dopasowanych do pracy w ochronie zdrowia.';

function renderSeo(props: Partial<ComponentProps<typeof Seo>> = {}) {
  return render(
    <HelmetProvider>
      <Seo title={title} description={description} {...props} />
    </HelmetProvider>,
  );
}

function head(selector: string): Element[] {
  return Array.from(document.head.querySelectorAll(selector));
}

/** The content of the only meta tag matching `selector`. */
function metaContent(selector: string): string | null {
  const tags = head(selector);
  expect(tags, selector).toHaveLength(1);
  return tags[0]?.getAttribute('content') ?? null;
}

describe('Seo', () => {
  it('sets the document title and the meta description', () => {
    renderSeo({ path: '/kredyt-dla-lekarza' });
    expect(document.title).toBe(title);
    expect(metaContent('meta[name="description"]')).toBe(description);
  });

  it("links the canonical URL on the site's origin", () => {
    renderSeo({ path: '/kredyt-dla-lekarza' });
    const canonical = head('link[rel="canonical"]');
    expect(canonical).toHaveLength(1);
    expect(canonical[0]).toHaveAttribute('href', `${SITE}/kredyt-dla-lekarza`);
  });

  it('ends the canonical URL of the home page with a slash', () => {
    renderSeo({ path: '/' });
    expect(head('link[rel="canonical"]')[0]).toHaveAttribute('href', `${SITE}/`);
    expect(metaContent('meta[property="og:url"]')).toBe(`${SITE}/`);
  });

  it('sets the Open Graph tags', () => {
    renderSeo({ path: '/kontakt' });
    expect(metaContent('meta[property="og:title"]')).toBe(title);
    expect(metaContent('meta[property="og:description"]')).toBe(description);
    expect(metaContent('meta[property="og:url"]')).toBe(`${SITE}/kontakt`);
    expect(metaContent('meta[property="og:type"]')).toBe('website');
    expect(metaContent('meta[property="og:locale"]')).toBe('pl_PL');
    expect(metaContent('meta[property="og:image"]')).toMatch(new RegExp(`^${SITE}/\\S+`));
  });

  it('uses the given type and makes the given image absolute', () => {
    renderSeo({ path: '/wiedza/artykul', type: 'article', image: '/images/artykul.png' });
    expect(metaContent('meta[property="og:type"]')).toBe('article');
    expect(metaContent('meta[property="og:image"]')).toBe(`${SITE}/images/artykul.png`);
  });

  it('sets the Twitter card tags', () => {
    renderSeo({ path: '/kontakt' });
    expect(metaContent('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(metaContent('meta[name="twitter:title"]')).toBe(title);
  });

  it('keeps the page indexable unless told otherwise', () => {
    renderSeo({ path: '/kontakt' });
    expect(head('meta[name="robots"]')).toHaveLength(0);
  });

  it('marks the page noindex when asked', () => {
    renderSeo({ path: '/dziekujemy', noindex: true });
    expect(metaContent('meta[name="robots"]')).toMatch(/\bnoindex\b/);
  });

  it('has no canonical and no og:url without a path', () => {
    renderSeo({ noindex: true });
    expect(head('link[rel="canonical"]')).toHaveLength(0);
    expect(head('meta[property="og:url"]')).toHaveLength(0);
    expect(document.title).toBe(title);
  });

  it('replaces the tags of HTML served for another path (404.html), keeping one of each', () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<meta name="viewport" content="width=device-width"><title>Strona z serwera</title>' +
        '<meta name="description" content="Opis z serwera"><meta property="og:title" content="x">',
    );
    renderSeo({ path: '/kontakt' });
    expect(head('title')).toHaveLength(1);
    expect(document.title).toBe(title);
    expect(metaContent('meta[name="description"]')).toBe(description);
    expect(metaContent('meta[property="og:title"]')).toBe(title);
    // Tags the page does not render stay.
    expect(head('meta[name="viewport"]')).toHaveLength(1);
  });

  it('removes its tags from the head when the page goes away', () => {
    const view = renderSeo({ path: '/kontakt' });
    view.unmount();
    expect(head('link[rel="canonical"]')).toHaveLength(0);
    expect(head('meta[name="description"]')).toHaveLength(0);
  });
});
