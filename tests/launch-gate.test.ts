// @vitest-environment node
/**
 * `npm run build -- --launch` leaves nothing deployable while the launch checklist is not empty,
 * and a plain build is a preview that every page and response keeps out of search indexes
 * (design.md §4a). The build's own decision is tested here, without a 60-second Vite build.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { headersFor, parseHeadersFile } from '../scripts/lib/headers-file';
import {
  PREVIEW_ROBOTS,
  gateLaunch,
  previewHead,
  previewHeaders,
} from '../scripts/lib/launch-gate';
import { launchReport } from '../scripts/lib/launch-report';
import { headersFileText, siteHeaders } from '../scripts/lib/security-headers';
import { launchChecklist } from '@/content/launch-checklist';

let root: string;
let dist: string;

/** A complete-looking earlier build, the kind that could be uploaded by mistake. */
async function staleBuild() {
  await mkdir(join(dist, 'kontakt'), { recursive: true });
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>Stara wersja</title>');
  await writeFile(join(dist, 'kontakt', 'index.html'), '<!doctype html><title>Kontakt</title>');
  await writeFile(join(dist, '_headers'), '/*\n  X-Frame-Options: DENY\n');
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'launch-gate-'));
  dist = join(root, 'dist');
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the launch gate', () => {
  it('blocks a launch while the checklist is not empty and removes an earlier dist/', async () => {
    await staleBuild();
    const { ready } = launchReport({
      missingData: ['NIP'],
      claimsNeedingEvidence: [],
      toConfirm: [],
    });
    expect(await gateLaunch({ launch: true, ready, outDir: dist })).toBe('blocked');
    expect(existsSync(dist)).toBe(false);
    expect(await readdir(root)).toEqual([]);
  });

  it("blocks today's launch: the owner's data is still missing", async () => {
    await staleBuild();
    const { ready } = launchReport(launchChecklist());
    expect(await gateLaunch({ launch: true, ready, outDir: dist })).toBe('blocked');
    expect(existsSync(dist)).toBe(false);
  });

  it('blocks with no earlier build too', async () => {
    expect(await gateLaunch({ launch: true, ready: false, outDir: dist })).toBe('blocked');
    expect(existsSync(dist)).toBe(false);
  });

  it('lets a launch with an empty checklist build, and a plain build build as a preview', async () => {
    await staleBuild();
    expect(await gateLaunch({ launch: true, ready: true, outDir: dist })).toBe('launch');
    expect(await gateLaunch({ launch: false, ready: false, outDir: dist })).toBe('preview');
    expect(await gateLaunch({ launch: false, ready: true, outDir: dist })).toBe('preview');
    expect(existsSync(join(dist, 'index.html'))).toBe(true);
  });

  it('is decided in scripts/build.ts before the client bundle writes dist/', () => {
    const source = readFileSync('scripts/build.ts', 'utf8');
    const gate = source.indexOf('await gateLaunch(');
    const blockedExit = source.indexOf("if (kind === 'blocked')");
    const clientBuild = source.indexOf('build: { manifest: true, outDir: DIST }');
    expect(gate).toBeGreaterThan(0);
    expect(blockedExit).toBeGreaterThan(gate);
    expect(clientBuild).toBeGreaterThan(blockedExit);
    // Nothing else writes to dist/ before the client bundle.
    expect(source.slice(0, clientBuild)).not.toMatch(/writeFile\(|mkdir\(/);
  });
});

describe('a preview build', () => {
  it('marks a page noindex once, and leaves the robots meta a page names itself', () => {
    const head = '<title>Kontakt | Spokojna Rata</title><link rel="canonical" href="/kontakt"/>';
    expect(previewHead(head)).toBe(`${head}<meta name="robots" content="${PREVIEW_ROBOTS}"/>`);
    const own = '<title>Dziękujemy</title><meta name="robots" content="noindex, follow"/>';
    expect(previewHead(own)).toBe(own);
    expect(PREVIEW_ROBOTS).toMatch(/\bnoindex\b/);
  });

  it('sends X-Robots-Tag: noindex with every response, the site headers kept', () => {
    const site = siteHeaders("default-src 'self'");
    const rules = parseHeadersFile(headersFileText(previewHeaders(site)));
    for (const path of ['/', '/kontakt', '/sitemap.xml', '/assets/index-abc123.js']) {
      const headers = headersFor(path, rules);
      expect(headers.get('X-Robots-Tag'), path).toBe(PREVIEW_ROBOTS);
      expect(headers.get('Content-Security-Policy'), path).toBe("default-src 'self'");
    }
    expect(headersFor('/assets/x.js', rules).get('Cache-Control')).toMatch(/immutable/);
    // The launch build's headers say nothing of robots.
    const launched = parseHeadersFile(headersFileText(site));
    expect(headersFor('/', launched).has('X-Robots-Tag')).toBe(false);
  });

  it('adds the header even to rules without a catch-all', () => {
    const rules = previewHeaders([['/assets/*', [['Cache-Control', 'immutable']]]]);
    expect(rules[0]).toEqual(['/*', [['X-Robots-Tag', PREVIEW_ROBOTS]]]);
    expect(rules[1]).toEqual(['/assets/*', [['Cache-Control', 'immutable']]]);
  });
});
