/**
 * `npm run brand-images`: draws the social-sharing image (public/og-image.png, 1200×630) and the
 * home-screen icon (public/apple-touch-icon.png, 180×180) from HTML in headless Chromium, so they
 * follow the brand colours and name. Run again after changing either.
 */
import { chromium } from '@playwright/test';
import { company } from '../src/content/company';
import { experience } from '../src/content/figures';
import { CHROMIUM_ARGS, findChromium } from './find-chromium';

const mark = (size: number) => `
<svg width="${size}" height="${size}" viewBox="0 0 32 32"><rect width="32" height="32" rx="9" fill="#215e5d"/>
<path d="M8 19.5c2.6-4.6 5.4-4.6 8 0s5.4 4.6 8 0" fill="none" stroke="#f5b544" stroke-width="2.6" stroke-linecap="round"/>
<circle cx="16" cy="11" r="2.4" fill="#fff"/></svg>`;

const socialImage = `<!doctype html><html lang="pl"><body style="margin:0;width:1200px;height:630px;
font-family:'DejaVu Sans',sans-serif;background:linear-gradient(135deg,#0b2526 0%,#215e5d 100%);color:#fff;
display:flex;flex-direction:column;justify-content:space-between;padding:72px;box-sizing:border-box">
<div style="display:flex;align-items:center;gap:20px">${mark(72)}
<div><div style="font-size:44px;font-weight:700">${company.brandName}</div>
<div style="font-size:24px;color:#b1e1dd">${company.tagline}</div></div></div>
<div style="font-size:60px;font-weight:700;line-height:1.15;max-width:960px">Jedna rata zamiast wielu. Spokojnie i bez opłat z góry.</div>
<div style="font-size:26px;color:#f8cc79">Bezpłatna analiza · Decyzja bez zobowiązań · Ponad ${experience.yearsClaim} lat doświadczenia</div>
</body></html>`;

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(socialImage);
await page.screenshot({ path: 'public/og-image.png' });
await page.setViewportSize({ width: 180, height: 180 });
await page.setContent(
  `<body style="margin:0;background:#215e5d">${mark(180).replace('rx="9"', 'rx="0"')}</body>`,
);
await page.screenshot({ path: 'public/apple-touch-icon.png' });
await browser.close();
console.log('Wrote public/og-image.png and public/apple-touch-icon.png.');
