/**
 * A page's sections from the third on skip rendering while far from the viewport
 * (src/styles/index.css): this style renders them all, for checks and captures that look beyond
 * the viewport without scrolling (contrast, clipping, full-page screenshots). The site's CSP
 * refuses it as a <style> tag: add it as a constructed stylesheet (e2e/page-styles.ts) or with the
 * CSP set aside.
 */
export const RENDER_EVERYTHING = 'main section { content-visibility: visible !important; }';
