import { useEffect, useRef, useState } from 'react';

/** Spec §9 image defaults. */
const DEFAULT_QUALITY = 60;
const DEFAULT_REQUEST_WIDTH = 800;

export interface ImageProps {
  src: string;
  /** Required; pass '' for a decorative image. */
  alt: string;
  /** Intrinsic size, kept as attributes so the browser reserves the space (no layout shift). */
  width: number;
  height: number;
  className?: string;
  sizes?: string;
  /** Above-the-fold image: loaded eagerly with high fetch priority and shown without a fade. */
  priority?: boolean;
  /** Quality requested from the image host (default 60). */
  quality?: number;
  /** Width requested from the image host (default 800). */
  requestWidth?: number;
}

interface Sources {
  /** What the browser asks for first. */
  first: string;
  /** The original, asked for once if the converted WebP fails; absent when there is nothing to try. */
  fallback?: string;
}

const rasterExtension = /\.(png|jpe?g)$/i;

/** png/jpg/jpeg: WebP first, the original as fallback, both with width and quality; others as is. */
function imageSources(src: string, requestWidth: number, quality: number): Sources {
  const cut = src.search(/[?#]/);
  const path = cut === -1 ? src : src.slice(0, cut);
  const rest = cut === -1 ? '' : src.slice(cut);
  if (!rasterExtension.test(path)) return { first: src };
  const hashAt = rest.indexOf('#');
  const query = hashAt === -1 ? rest : rest.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : rest.slice(hashAt);
  const params = `w=${requestWidth}&q=${quality}`;
  const withParams = (base: string) =>
    `${base}${query ? `${query}&${params}` : `?${params}`}${hash}`;
  return {
    first: withParams(path.replace(rasterExtension, '.webp')),
    fallback: withParams(path),
  };
}

/**
 * - `initial`: as prerendered; visible, so the picture shows with JavaScript off and before hydration.
 * - `loading`: hidden after mount while the file is still on its way, then faded in.
 * - `done`: loaded, or finally broken (visible, so the browser can show the alt text).
 */
type Status = 'initial' | 'loading' | 'done';

/** An `<img>` per spec §2 "Images"; a new `src` starts afresh. */
export function Image(props: ImageProps) {
  return <ImageElement key={props.src} {...props} />;
}

function ImageElement({
  src,
  alt,
  width,
  height,
  className = '',
  sizes,
  priority = false,
  quality = DEFAULT_QUALITY,
  requestWidth = DEFAULT_REQUEST_WIDTH,
}: ImageProps) {
  const { first, fallback } = imageSources(src, requestWidth, quality);
  const [usingFallback, setUsingFallback] = useState(false);
  const [status, setStatus] = useState<Status>('initial');
  const ref = useRef<HTMLImageElement>(null);
  const current = usingFallback && fallback ? fallback : first;

  function handleError() {
    // One fallback to the original, never more: a failing original stays as it is.
    if (fallback && !usingFallback) {
      setUsingFallback(true);
      setStatus('loading');
    } else {
      setStatus('done');
    }
  }

  // Load and error events that fire before hydration never reach React: read the element instead.
  useEffect(() => {
    const img = ref.current;
    if (!img) return;
    if (!img.complete) setStatus((s) => (s === 'initial' ? 'loading' : s));
    else if (img.naturalWidth > 0) setStatus('done');
    else handleError();
    // Once per element: `key={src}` remounts it for a new source.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A priority image is shown as it arrives, never hidden.
  const hidden = status === 'loading' && !priority;
  return (
    <img
      ref={ref}
      src={current}
      alt={alt}
      width={width}
      height={height}
      sizes={sizes}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      onLoad={() => setStatus('done')}
      onError={handleError}
      data-status={status}
      className={`${priority ? '' : 'transition-opacity duration-500'} ${
        hidden ? 'opacity-0' : 'opacity-100'
      } ${className}`.trim()}
    />
  );
}
