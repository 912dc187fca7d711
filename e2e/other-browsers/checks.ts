/**
 * What the smoke checks in Firefox and WebKit: what matters most to a visitor, written once for both
 * drivers (./drivers.ts). The full journeys, with every field and message, are Playwright's
 * (e2e/forms.spec.ts, e2e/navigation.spec.ts); these only make sure the same things work in the
 * other two engines, one journey of each kind: a single-step form (the home page's), the wizard with
 * a file and the calculator each send one lead (the other forms are built of the same parts:
 * features/leads), the mobile menu, an in-page link used before the page has hydrated, and the
 * header's one row at 1280 px with a classic scrollbar.
 */
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { SmokePage } from './drivers';
import { reactOwns } from '../react-in-page';

export interface CheckContext {
  /** The browser the check runs in. */
  browser: string;
  /** Where the local send-email function writes its e-mails (the outbox's .json records). */
  outboxDir: string;
  /** A small PDF-like file for the application's document field. */
  attachment: string;
}

export interface Check {
  name: string;
  run(page: SmokePage, context: CheckContext): Promise<void>;
}

/** When a wait gives up: generous, for a busy machine; a passing check never waits it out. */
const WAIT_MS = 15_000;

class CheckFailure extends Error {}

function fail(message: string): never {
  throw new CheckFailure(message);
}

/** Polls `fn` in the page until it returns something truthy; fails with `what` after WAIT_MS. */
async function waitFor<T, A extends unknown[]>(
  page: SmokePage,
  what: string,
  fn: (...args: A) => T,
  ...args: A
): Promise<T> {
  const until = Date.now() + WAIT_MS;
  let last: T | undefined;
  while (Date.now() < until) {
    last = await page.evaluate(fn, ...args);
    if (last) return last;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return fail(`timed out waiting for ${what} (last: ${JSON.stringify(last)})`);
}

/** Resolves once React has hydrated (or rendered) the element `selector` finds. */
function waitForHydrated(page: SmokePage, selector: string) {
  return waitFor(page, `React to own ${selector}`, reactOwns, selector);
}

function waitForText(page: SmokePage, text: string) {
  return waitFor(
    page,
    `the text “${text}”`,
    // Non-breaking spaces (src/lib/typography.ts) read as spaces.
    (wanted: string) => document.body.innerText.replace(/\s+/g, ' ').includes(wanted),
    text,
  );
}

function waitForPath(page: SmokePage, path: string) {
  return waitFor(
    page,
    `the address ${path}`,
    (wanted: string) => location.pathname === wanted,
    path,
  );
}

interface Visitor {
  name: string;
  email: string;
  phone: string;
}

/**
 * A visitor no other check is: each finds its own lead in the outbox by the name, and the same
 * e-mail address or phone number in more than three leads a day would be held back from the
 * advisers (LEADS_CONTACT_LIMIT).
 */
function visitor(first: string): Visitor {
  const tag = Math.random().toString(36).slice(2, 8);
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  return {
    name: `${first} Smokowa-${tag}`,
    email: `${first.toLowerCase()}.${tag}@example.pl`,
    phone: `6${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`,
  };
}

/**
 * The leads that mention `marker`, one record each: the e-mails about one lead (one per adviser of
 * the roster) share its Message-ID.
 */
async function leadsMentioning(outboxDir: string, marker: string): Promise<string[]> {
  const files = await readdir(outboxDir).catch(() => [] as string[]);
  const texts = await Promise.all(
    files
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => readFile(join(outboxDir, name), 'utf8')),
  );
  const byLead = new Map<string, string>();
  for (const [index, text] of texts.entries()) {
    if (!text.includes(marker)) continue;
    const id = (JSON.parse(text) as { messageId?: string }).messageId ?? String(index);
    if (!byLead.has(id)) byLead.set(id, text);
  }
  return [...byLead.values()];
}

/**
 * Waits for the lead that mentions `marker` and expects it to be the only one: one submission, one
 * lead. Returns its record as compact JSON text.
 */
async function expectOneLead(context: CheckContext, marker: string): Promise<string> {
  const until = Date.now() + WAIT_MS;
  while (Date.now() < until) {
    const found = await leadsMentioning(context.outboxDir, marker);
    if (found.length > 1) fail(`${found.length} leads mention ${marker}, one was sent`);
    if (found[0] !== undefined) {
      foundLeads.push({ browser: context.browser, marker });
      return JSON.stringify(JSON.parse(found[0]));
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return fail(`no lead mentioning ${marker} reached the outbox`);
}

/** Each lead a check found, counted once more when every check has run. */
const foundLeads: { browser: string; marker: string }[] = [];

/**
 * The leads that, by the end of the run, arrived more than once (a second copy sent late, after its
 * check had found the first): one line per such lead.
 */
export async function leadsSentTwice(
  outboxDir: string,
): Promise<{ checked: number; twice: string[] }> {
  const counted = await Promise.all(
    foundLeads.map(async ({ browser, marker }) => ({
      browser,
      marker,
      count: (await leadsMentioning(outboxDir, marker)).length,
    })),
  );
  return {
    checked: counted.length,
    twice: counted
      .filter(({ count }) => count !== 1)
      .map(({ browser, marker, count }) => `${browser}: ${count} leads mention ${marker}`),
  };
}

function expectContains(text: string, parts: string[], what: string) {
  for (const part of parts) if (!text.includes(part)) fail(`${what} lacks ${part}`);
}

const form = (kind: string) => `form[data-form="${kind}"]`;
const button = (scope: string, text: string) =>
  `//${scope}//button[contains(normalize-space(.), '${text}')]`;

/** Types each value into the field of that name in the form `selector` finds, in order. */
async function typeInto(page: SmokePage, selector: string, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    await page.type(`${selector} [name="${name}"]`, value);
  }
}

/** The first touch of a form's first field hydrates the page; the form is React's after it. */
async function startForm(page: SmokePage, selector: string) {
  await page.click(`${selector} [name="name"]`);
  await waitForHydrated(page, selector);
}

const quickContact: Check = {
  name: 'home hero quick form sends one lead',
  async run(page, context) {
    await page.goto('/');
    const hero = form('quick-contact');
    await startForm(page, hero);
    const { name, email, phone } = visitor('Anna');
    await typeInto(page, hero, { name, email, phone });
    await page.select(`${hero} [name="loanAmount"]`, '30 000–50 000 zł');
    await page.click(`${hero} [name="consent"]`);
    await page.click(`${hero} button[type="submit"]`);
    await waitForText(page, 'Zgłoszenie wysłane');
    const lead = await expectOneLead(context, name);
    expectContains(lead, [email, phone, '30 000–50 000 zł', 'quick-contact'], 'lead');
  },
};

const calculator: Check = {
  name: 'calculator’s “Wyślij wyliczenie doradcy” sends one lead with the calculation',
  async run(page, context) {
    await page.goto('/kalkulator-konsolidacji');
    // The served page holds the calculator's form: its first field, touched, brings it to life.
    const calc = form('calculator');
    await page.click(`${calc} [name="debts.0.balance"]`);
    await waitForHydrated(page, calc);
    await typeInto(page, calc, {
      'debts.0.balance': '20000',
      'debts.0.instalment': '700',
      'debts.0.monthsLeft': '32',
    });
    await waitFor(page, 'the calculator’s instalment', () => {
      const text = document.querySelector('[data-result="instalment"]')?.textContent ?? '';
      return /\d/.test(text) ? text : '';
    });
    const lead = form('calculator-lead');
    const { name, phone } = visitor('Marek');
    await typeInto(page, lead, { name, phone });
    await page.click(`${lead} [name="consent"]`);
    await page.click(button(`form[@data-form='calculator-lead']`, 'Wyślij wyliczenie doradcy'));
    await waitForPath(page, '/dziekujemy');
    const sent = await expectOneLead(context, name);
    expectContains(
      sent,
      ['"calculation":{"debts":[{"balance":20000,"instalment":700,"monthsLeft":32}]'],
      'lead',
    );
  },
};

const application: Check = {
  name: 'application wizard (3 steps, with a document) sends one lead',
  async run(page, context) {
    await page.goto('/wniosek');
    const wizard = form('application');
    await startForm(page, wizard);
    const { name, email, phone } = visitor('Katarzyna');
    await typeInto(page, wizard, { name, email, phone });
    await page.click(button(`form[@data-form='application']`, 'Dalej'));
    await page.click(`${wizard} [name="selectedSituations.consolidation"]`);
    await typeInto(page, wizard, { debt: '85000', income: '5200' });
    await page.click(button(`form[@data-form='application']`, 'Dalej'));
    // The document goes through the driver's own file upload, as a visitor's choice would.
    await page.attachFile(`${wizard} input[type="file"]`, context.attachment);
    await waitForText(page, 'zaswiadczenie-o-dochodach.pdf');
    await page.click(`${wizard} [name="consentProcessing"]`);
    await page.click(`${wizard} [name="consentDocuments"]`);
    await page.click(`${wizard} button[type="submit"]`);
    await waitForPath(page, '/dziekujemy');
    await waitForText(page, 'Dziękujemy za wypełnienie formularza');
    expectContains(
      await expectOneLead(context, name),
      ['zaswiadczenie-o-dochodach.pdf', '1536', '85000', '5200'],
      'lead',
    );
  },
};

/** Whether the element is laid out and shown (not display:none, not hidden, has a size). */
function shown(selector: string) {
  const element = document.querySelector(selector);
  if (!element) return false;
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
}

/** The opposite of shown() (each function goes to the page on its own). */
function hidden(selector: string) {
  const element = document.querySelector(selector);
  if (!element) return true;
  const box = element.getBoundingClientRect();
  return box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === 'hidden';
}

const mobileMenu: Check = {
  name: 'mobile menu (390 px) opens, a link in it navigates, and it closes',
  async run(page) {
    await page.resize(390, 844);
    await page.goto('/');
    const width = await page.evaluate(() => window.innerWidth);
    if (width >= 1024) fail(`the window is ${width} px wide, not a phone's width`);
    await page.click('header button[aria-label="Otwórz menu"]');
    const menu = 'nav[aria-label="Menu mobilne"]';
    await waitFor(page, 'the open menu', shown, menu);
    await waitFor(page, 'aria-expanded="true" on the menu button', () =>
      Array.from(document.querySelectorAll('header button[aria-expanded="true"]')).some((element) =>
        /menu/i.test(element.getAttribute('aria-label') ?? element.textContent),
      ),
    );
    await page.click(button(`nav[@aria-label='Menu mobilne']`, 'Kredyty dla zawodów'));
    await page.click(`//nav[@aria-label='Menu mobilne']//a[contains(., 'Nauczyciele')]`);
    await waitForPath(page, '/kredyt-dla-nauczyciela');
    await waitFor(page, 'the menu closed', hidden, menu);
    await waitFor(page, 'the “Otwórz menu” button back', shown, 'button[aria-label="Otwórz menu"]');
  },
};

interface PageState {
  hydrated: boolean;
  gap: number | null;
  h1: boolean;
  footer: boolean;
  mainText: number;
  scrollY: number;
}

/** What a visitor sees after the jump: the page's parts, and the target's distance below the header. */
function pageState(): PageState {
  const h1 = document.querySelector('main h1');
  const header = document.querySelector('header')?.getBoundingClientRect();
  const target = document.getElementById('przyklad-reprezentatywny')?.getBoundingClientRect();
  return {
    hydrated: h1 !== null && Object.keys(h1).some((key) => key.startsWith('__reactFiber')),
    gap: header && target ? Math.round(target.top - header.bottom) : null,
    h1: h1 !== null,
    footer: document.querySelector('footer') !== null,
    mainText: document.querySelector('main')?.textContent.length ?? 0,
    scrollY: Math.round(window.scrollY),
  };
}

/** The page hydrates at the tap; on a loaded machine its code can take a while to arrive. */
const HYDRATION_WAIT_MS = 20_000;
const NEXT_MOVE_AFTER_MS = 3_000;

const inPageLink: Check = {
  name: 'in-page link as the first interaction: page stays whole, target just below the header',
  async run(page) {
    await page.resize(1280, 800);
    await page.goto('/kredyt-dla-lekarza');
    // Right after the load, before anything else has touched the page.
    await page.click(`//main//a[contains(., 'zobacz przykład reprezentatywny')]`);
    const tapped = Date.now();
    // The tap hydrates the page when the app has started before it; a tap that came sooner leaves
    // the page as served until the visitor's next move (src/hydration/parts/page-island.ts), made
    // here once a few seconds have passed: a pointer over the heading. From the tap until React
    // owns the heading (and two frames after it), every look at the page finds it whole and the
    // target just below the sticky header: neither emptied while the page's code loads nor sent
    // back to the top once it has.
    let moved = false;
    for (let settled = false; ;) {
      const state = await page.evaluate(pageState);
      const seen = `${Date.now() - tapped} ms after the tap: ${JSON.stringify(state)}`;
      if (!state.h1 || !state.footer || state.mainText < 1000)
        fail(`the page is not whole ${seen}`);
      // The page's scroll padding leaves a little room below the header (e2e/jumps.ts).
      if (state.gap === null || state.gap < -1 || state.gap > 17) {
        fail(`#przyklad-reprezentatywny is not just below the header ${seen}`);
      }
      if (settled) return;
      if (state.hydrated) {
        settled = true;
        await page.evaluate(
          () =>
            new Promise<boolean>((resolve) => {
              requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)));
            }),
        );
      } else if (!moved && Date.now() - tapped > NEXT_MOVE_AFTER_MS) {
        moved = true;
        await page.evaluate(() => {
          document
            .querySelector('main h1')
            ?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
        });
      } else if (Date.now() - tapped > HYDRATION_WAIT_MS) {
        fail(`the page did not hydrate within ${HYDRATION_WAIT_MS / 1000} s of the tap`);
      } else {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  },
};

interface HeaderLayout {
  innerWidth: number;
  clientWidth: number;
  header: number;
  logo: number;
  rows: { name: string; top: number; bottom: number }[];
}

const headerOneRow: Check = {
  name: 'home page at 1280 px with a classic scrollbar: the header is one row',
  async run(page) {
    await page.resize(1280, 800);
    await page.goto('/');
    const layout = await page.evaluate((): HeaderLayout => {
      const header = document.querySelector('header');
      const parts = {
        logo: header?.querySelector('a[href="/"]'),
        nav: header?.querySelector('nav[aria-label="Główna nawigacja"]'),
        apply: Array.from(header?.querySelectorAll('a[href="/wniosek"]') ?? []).find((link) =>
          link.textContent.includes('Złóż wniosek'),
        ),
      };
      return {
        innerWidth: window.innerWidth,
        clientWidth: document.documentElement.clientWidth,
        header: header?.getBoundingClientRect().height ?? 0,
        logo: parts.logo?.getBoundingClientRect().height ?? 0,
        rows: Object.entries(parts).map(([name, element]) => {
          const box = element?.getBoundingClientRect();
          return { name, top: box?.top ?? -1, bottom: box?.bottom ?? -1 };
        }),
      };
    });
    const seen = JSON.stringify(layout);
    if (layout.innerWidth !== 1280) fail(`the window is not 1280 px wide inside: ${seen}`);
    if (layout.clientWidth >= layout.innerWidth) fail(`no classic scrollbar is shown: ${seen}`);
    const missing = layout.rows.filter((row) => row.bottom <= 0);
    if (missing.length)
      fail(`not shown in the header: ${missing.map((row) => row.name).join(', ')}`);
    // One row: logo, navigation and button side by side (each overlaps the others' height), and
    // the header no taller than that row.
    const lowestTop = Math.max(...layout.rows.map((row) => row.top));
    const highestBottom = Math.min(...layout.rows.map((row) => row.bottom));
    if (lowestTop >= highestBottom || layout.header >= 2 * layout.logo) {
      fail(`the header is not one row: ${seen}`);
    }
  },
};

/** In order of importance: if time runs short, the first ones matter most. */
export const CHECKS: Check[] = [
  quickContact,
  calculator,
  application,
  mobileMenu,
  inPageLink,
  headerOneRow,
];
