/**
 * The inline script every page runs before the app's code (src/hydration/before-start.ts),
 * installed from its source text as vite.config.ts writes it into the page. The carousel's arrows,
 * which it alone drives, are tested with their section (testimonials-section.test.tsx).
 */
import { fireEvent } from '@testing-library/dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { withBeforeStartScript } from './before-start-script';
import { fakeMatchMedia, setMediaQueryMatches } from './media-query';

/** The globals the script keeps what it holds in (declared for the browser code in vite-env.d.ts). */
const site = window as Window & {
  __appStarted?: boolean;
  __heldPress?: HTMLElement;
  __heldSubmit?: HTMLFormElement;
};

beforeAll(() => {
  window.matchMedia = fakeMatchMedia;
});
withBeforeStartScript();

beforeEach(() => {
  setMediaQueryMatches('(prefers-reduced-motion: reduce)', false);
});

afterEach(() => {
  site.__appStarted = undefined;
  site.__heldPress = undefined;
  site.__heldSubmit = undefined;
  Reflect.deleteProperty(navigator, 'share');
});

function html(markup: string) {
  document.body.innerHTML = markup;
}

function byId(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`#${id} is not in the page`);
  return element;
}

/** Clicks `id`; returns whether the script answered it (the click is marked handled). */
function tap(id: string): boolean {
  return !fireEvent.click(byId(id));
}

const FAQ = `
  <div data-early="disclosure" data-single="" data-close-on-escape="">
    <button type="button" id="q1" aria-expanded="false" aria-controls="a1">Pytanie 1</button>
    <div id="a1" hidden>Odpowiedź 1</div>
    <button type="button" id="q2" aria-expanded="false" aria-controls="a2">Pytanie 2</button>
    <div id="a2" hidden>Odpowiedź 2</div>
  </div>`;

describe('a disclosure before the app has started', () => {
  it('opens and closes what the button controls, at once', () => {
    html(FAQ);
    expect(tap('q1')).toBe(true);
    expect(byId('q1')).toHaveAttribute('aria-expanded', 'true');
    expect(byId('a1').hidden).toBe(false);
    tap('q1');
    expect(byId('q1')).toHaveAttribute('aria-expanded', 'false');
    expect(byId('a1').hidden).toBe(true);
  });

  it('keeps one open where the root says so, and closes on Escape where it says so', () => {
    html(FAQ);
    tap('q1');
    tap('q2');
    expect(byId('a1').hidden).toBe(true);
    expect(byId('q2')).toHaveAttribute('aria-expanded', 'true');
    expect(byId('a2').hidden).toBe(false);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(byId('q2')).toHaveAttribute('aria-expanded', 'false');
    expect(byId('a2').hidden).toBe(true);
  });

  it('leaves what Escape does not close once the app runs (an answer) open on Escape', () => {
    html(FAQ.replace(' data-close-on-escape=""', ''));
    tap('q1');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(byId('a1').hidden).toBe(false);
  });

  it('leaves a control React owns to React, and does not hold its press', () => {
    html(FAQ);
    byId('q1').parentElement?.setAttribute('data-owned', '');
    expect(tap('q1')).toBe(false);
    expect(byId('q1')).toHaveAttribute('aria-expanded', 'false');
    expect(byId('a1').hidden).toBe(true);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(site.__heldPress).toBe(byId('q1'));
  });
});

it('selects a tab and shows its panel alone', () => {
  html(`
    <div data-early="tabs">
      <div role="tablist">
        <button type="button" role="tab" id="t1" aria-selected="true" tabindex="0" aria-controls="p1">A</button>
        <button type="button" role="tab" id="t2" aria-selected="false" tabindex="-1" aria-controls="p2">B</button>
      </div>
      <div role="tabpanel" id="p1">Panel A</div>
      <div role="tabpanel" id="p2" hidden>Panel B</div>
    </div>`);
  expect(tap('t2')).toBe(true);
  expect(byId('t2')).toHaveAttribute('aria-selected', 'true');
  expect(byId('t2')).toHaveAttribute('tabindex', '0');
  expect(byId('t1')).toHaveAttribute('aria-selected', 'false');
  expect(byId('t1')).toHaveAttribute('tabindex', '-1');
  expect(byId('p2').hidden).toBe(false);
  expect(byId('p1').hidden).toBe(true);
});

describe('a control tapped before what it controls has come', () => {
  it('shows the chosen panel and the opened answer once the page is whole', () => {
    // The page so far: the controls, not yet the panels (a slow connection).
    html(`
      <div data-early="tabs">
        <button type="button" role="tab" id="t1" aria-selected="true" aria-controls="p1">A</button>
        <button type="button" role="tab" id="t2" aria-selected="false" aria-controls="p2">B</button>
      </div>
      <div data-early="disclosure">
        <button type="button" id="q1" aria-expanded="false" aria-controls="a1">Pytanie</button>
      </div>`);
    tap('t2');
    tap('q1');
    for (const [id, hidden] of [
      ['p1', false],
      ['p2', true],
      ['a1', true],
    ] as const) {
      const served = document.createElement('div');
      served.id = id;
      served.hidden = hidden;
      document.body.append(served);
    }
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(byId('p1').hidden).toBe(true);
    expect(byId('p2').hidden).toBe(false);
    expect(byId('a1').hidden).toBe(false);
  });
});

describe('the share button before the app has started', () => {
  const SHARE = `<button type="button" id="share" data-early="share" data-title="Tytuł">Udostępnij</button>`;

  it('opens the share sheet at once where the browser has one', () => {
    html(SHARE);
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    expect(tap('share')).toBe(true);
    expect(share).toHaveBeenCalledWith({ title: 'Tytuł', url: window.location.href });
    expect(site.__heldPress).toBeUndefined();
  });

  it('is held for the app, which copies the link, where there is none', () => {
    html(SHARE);
    expect(tap('share')).toBe(false);
    expect(site.__heldPress).toBe(byId('share'));
  });
});

describe('presses and submits before the app has started', () => {
  it('holds a press of another button, and a submit instead of the browser sending the form', () => {
    html(
      `<button type="button" id="other">Dalej</button><form id="form"><input name="x" /></form>`,
    );
    tap('other');
    expect(site.__heldPress).toBe(byId('other'));
    expect(fireEvent.submit(byId('form'))).toBe(false);
    expect(site.__heldSubmit).toBe(byId('form'));
  });

  it('lets them through once the app has started', () => {
    html(
      `<button type="button" id="other">Dalej</button><form id="form"><input name="x" /></form>`,
    );
    site.__appStarted = true;
    tap('other');
    expect(site.__heldPress).toBeUndefined();
    expect(fireEvent.submit(byId('form'))).toBe(true);
    expect(site.__heldSubmit).toBeUndefined();
  });
});
