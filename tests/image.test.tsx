import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Image } from '@/components/ui/image';

function renderImage(props: Partial<Parameters<typeof Image>[0]> = {}) {
  render(
    <Image src="/images/team/ekspert.jpg" alt="Ekspert" width={640} height={480} {...props} />,
  );
  return screen.getByRole('img', { name: props.alt ?? 'Ekspert' });
}

/** What the browser had done with the file before React hydrated (events then never reach React). */
function fileStateBeforeMount(complete: boolean, naturalWidth: number) {
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(complete);
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(naturalWidth);
}

describe('Image', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([
    ['/images/a.jpg', '/images/a.webp?w=800&q=60', '/images/a.jpg?w=800&q=60'],
    ['/images/b.jpeg', '/images/b.webp?w=800&q=60', '/images/b.jpeg?w=800&q=60'],
    ['/images/c.PNG', '/images/c.webp?w=800&q=60', '/images/c.PNG?w=800&q=60'],
  ])(
    'asks for the WebP of %s first, then falls back once to the original',
    (src, webp, original) => {
      const img = renderImage({ src });
      expect(img).toHaveAttribute('src', webp);

      fireEvent.error(img);
      expect(img).toHaveAttribute('src', original);

      // The original failing too changes nothing: no loop, and the alt text may show.
      fireEvent.error(img);
      fireEvent.error(img);
      expect(img).toHaveAttribute('src', original);
      expect(img).not.toHaveClass('opacity-0');
    },
  );

  it('requests the given width and quality', () => {
    const img = renderImage({ requestWidth: 400, quality: 75 });
    expect(img).toHaveAttribute('src', '/images/team/ekspert.webp?w=400&q=75');
  });

  it('uses an SVG as it is, and never swaps it', () => {
    const img = renderImage({ src: '/images/articles/wykres.svg' });
    expect(img).toHaveAttribute('src', '/images/articles/wykres.svg');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/images/articles/wykres.svg');
  });

  it('keeps its size attributes and alt text (empty for decoration)', () => {
    render(<Image src="/images/deco.png" alt="" width={320} height={200} />);
    const img = document.querySelector('img');
    expect(img).toHaveAttribute('width', '320');
    expect(img).toHaveAttribute('height', '200');
    expect(img).toHaveAttribute('alt', '');
  });

  it('loads lazily and decodes off the main thread by default', () => {
    const img = renderImage();
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('loads a priority image eagerly with high fetch priority, never hidden', () => {
    const img = renderImage({ priority: true });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).not.toHaveClass('opacity-0');
  });

  it('fades in once loaded', () => {
    const img = renderImage();
    // After mount, while the file is on its way (jsdom never loads it), it waits hidden.
    expect(img).toHaveClass('opacity-0', 'transition-opacity');
    fireEvent.load(img);
    expect(img).toHaveClass('opacity-100');
    expect(img).not.toHaveClass('opacity-0');
  });

  it('is visible in the prerendered HTML, before any script runs', async () => {
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(<Image src="/a.jpg" alt="A" width={10} height={10} />);
    expect(html).toContain('opacity-100');
    expect(html).not.toContain('opacity-0');
  });

  it('stays visible when the file had already loaded before mount', () => {
    fileStateBeforeMount(true, 640);
    const img = renderImage();
    expect(img).toHaveAttribute('src', '/images/team/ekspert.webp?w=800&q=60');
    expect(img).not.toHaveClass('opacity-0');
  });

  it('falls back to the original when the WebP had already failed before mount', () => {
    fileStateBeforeMount(true, 0);
    const img = renderImage();
    expect(img).toHaveAttribute('src', '/images/team/ekspert.jpg?w=800&q=60');
  });
});
