/** Reading served HTML as a crawler does, without a browser. */

/** Text of served HTML with React's entity escapes turned back into characters. */
export const decode = (html: string) =>
  html
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** The head tags and H1s a crawler reads. */
export function headOf(html: string) {
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    description: decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? ''),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    h1s: [...html.matchAll(/<h1\b[^>]*>(.*?)<\/h1>/g)].map((m) => decode(m[1] ?? '')),
  };
}

export type Thing = Record<string, unknown> & { '@type': string };

/** Every JSON-LD block of the page, parsed. */
export function jsonLdOf(html: string): Thing[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? '') as Thing,
  );
}

/**
 * Markers of React's streaming: a boundary written out of place (`<template id="B:n">`, a hidden
 * `<div id="S:n">`) and the inline script that moves it (`$RC`). Served HTML must hold none.
 */
export const STREAMING_MARKERS = [/<template id="B:/, /<div hidden id="S:/, /\$RC\b/, /\$RS\b/];
