// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adviserPaths } from '@/config/paths';
import { privatePaths } from '@/entry-server';
import { headersFor, parseHeadersFile } from '../scripts/lib/headers-file';
import { previewHeaders } from '../scripts/lib/launch-gate';
import {
  collectInlineHashes,
  contentSecurityPolicy,
  headersFileText,
  siteHeaders,
} from '../scripts/lib/security-headers';

const hash = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inline hashes of a page', () => {
  it('hashes executable inline scripts, style blocks and style attributes, as parsed', () => {
    const hashes = collectInlineHashes(
      '<script>window.a = 1;</script><script type="module" src="/x.js"></script>' +
        '<script type="application/ld+json">{"@type":"Thing"}</script>' +
        '<style>p{color:red}</style><div style="width:50%;content:&quot;x&quot;"></div>',
    );
    expect([...hashes.scripts]).toEqual([hash('window.a = 1;')]);
    expect([...hashes.styles]).toEqual([hash('p{color:red}')]);
    expect([...hashes.styleAttributes]).toEqual([hash('width:50%;content:"x"')]);
  });
});

describe('the Content-Security-Policy', () => {
  const policy = contentSecurityPolicy({
    connectOrigins: ['https://abc.supabase.co'],
    frameOrigins: ['https://www.google.com'],
    inline: collectInlineHashes('<script>go()</script><style>a{}</style>'),
  });

  it('allows scripts only from the site and by hash, never unsafe-inline or unsafe-eval', () => {
    expect(policy).toContain(`script-src 'self' ${hash('go()')};`);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(policy).not.toContain('style-src-attr');
  });

  it('sends data only to the site and the function, and is never framed', () => {
    expect(policy).toContain("connect-src 'self' https://abc.supabase.co;");
    expect(policy).toContain('frame-src https://www.google.com;');
    expect(policy).toMatch(/frame-ancestors 'none'$/);
    expect(policy).toContain("object-src 'none'");
  });

  it('names only directives Blink, Gecko and WebKit all know, so no browser logs an error for it', () => {
    // No manifest-src: the site has no web app manifest (default-src governs), and WebKitGTK
    // reports the directive as an error on every page.
    const known = new Set([
      'default-src',
      'script-src',
      'style-src',
      'style-src-attr',
      'img-src',
      'font-src',
      'connect-src',
      'frame-src',
      'worker-src',
      'object-src',
      'base-uri',
      'form-action',
      'frame-ancestors',
    ]);
    const names = policy.split(';').map((directive) => directive.trim().split(/\s+/)[0] ?? '');
    expect(names.filter((name) => !known.has(name))).toEqual([]);
  });
});

describe('the _headers file', () => {
  const rules = parseHeadersFile(headersFileText(siteHeaders("default-src 'self'")));

  it('round-trips: what the build writes, the server reads back', () => {
    const page = headersFor('/kontakt', rules);
    expect(page.get('Content-Security-Policy')).toBe("default-src 'self'");
    expect(page.get('Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains');
    expect(page.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(page.get('X-Content-Type-Options')).toBe('nosniff');
    expect(page.has('Cache-Control')).toBe(false);
  });

  it('makes only hashed assets immutable', () => {
    expect(headersFor('/assets/index-abc123.js', rules).get('Cache-Control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(headersFor('/assets', rules).has('Cache-Control')).toBe(false);
    expect(headersFor('/og-image.png', rules).has('Cache-Control')).toBe(false);
  });

  it('serves the advisers’ page never stored, never indexed and with no Referer', () => {
    const text = headersFileText(siteHeaders("default-src 'self'", { privatePaths }));
    const withPrivate = parseHeadersFile(text);
    expect(text).toContain(
      `\n${adviserPaths.lead}\n  Cache-Control: no-store\n  Referrer-Policy: no-referrer\n  X-Robots-Tag: noindex\n`,
    );
    const page = headersFor(adviserPaths.lead, withPrivate);
    expect(page.get('Cache-Control')).toBe('no-store');
    expect(page.get('X-Robots-Tag')).toBe('noindex');
    // After the site's own policy: a browser keeps the last policy of the list it knows.
    expect(page.get('Referrer-Policy')?.split(', ').at(-1)).toBe('no-referrer');
    expect(page.get('Content-Security-Policy')).toBe("default-src 'self'");
    // A preview marks it as it marks every page; other pages keep the CDN's caching.
    const preview = parseHeadersFile(
      headersFileText(previewHeaders(siteHeaders("default-src 'self'", { privatePaths }))),
    );
    expect(headersFor(adviserPaths.lead, preview).get('Cache-Control')).toBe('no-store');
    expect(headersFor('/kontakt', withPrivate).has('Cache-Control')).toBe(false);
    expect(headersFor('/kontakt', withPrivate).get('Referrer-Policy')).toBe(
      'strict-origin-when-cross-origin',
    );
  });

  it('matches splats and placeholders, and joins a header set twice as CDNs do', () => {
    const custom = parseHeadersFile(
      '# comment\n/wiedza/:slug\n  X-A: 1\n/wiedza/*\n  X-A: 2\n  X-B: tak\n',
    );
    expect(Object.fromEntries(headersFor('/wiedza/artykul', custom))).toEqual({
      'X-A': '1, 2',
      'X-B': 'tak',
    });
    expect(headersFor('/wiedza', custom).size).toBe(0);
    expect(() => parseHeadersFile('  X-A: 1\n')).toThrow(/line 1/);
  });
});
