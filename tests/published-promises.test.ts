// @vitest-environment node
/**
 * One value per promise (design.md §4a, issue 24): across every page the build prerenders, and in
 * the copy only a form or the menu shows (toasts, thank-you variants, the mobile menu), the site
 * states one set of working hours, one experience claim, one callback time per form and one
 * decision time per product, and names no registry number as shown where it is a placeholder.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { company, isPending } from '@/content/company';
import { callback, callbackSlots, experience, military, workingHours } from '@/content/figures';
import { paths } from '@/config/paths';
import { callbackPageNames, callbackToast, successToasts } from '@/content/forms';
import { mobileMenuPromises, navGroups } from '@/content/navigation';
import { callbackShort, callbackWithin, type CallbackForm } from '@/content/promises';
import { quickContactCopy, quickLeadCopy } from '@/content/quick-forms';
import { thankYouVariants } from '@/content/thank-you';
import { consolidationLoanPage } from '@/content/pages';
import { plainText } from '@/lib/typography';
import { contentValues } from './content-values';
import { READ_TIMEOUT, servedPage, servedPages, type ServedPage } from './served-pages';

/** The source text of every content module, to find what a module writes itself. */
const contentSources = import.meta.glob<string>('/src/content/**/*.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});

let pages: ServedPage[] = [];

beforeAll(() => {
  pages = servedPages();
}, READ_TIMEOUT);

const callbackForms = Object.keys(callbackWithin) as CallbackForm[];

/**
 * Copy a visitor reads outside the prerendered pages: the menu, the toasts, the thank-you page (the
 * callback sentences as sent in working hours; other hours: callback-eta.test.ts).
 */
const formCopy = [
  ...mobileMenuPromises,
  ...Object.values(successToasts).map((toast) => toast.description),
  ...callbackForms.map((form) => callbackToast(form, callbackWithin[form]).description),
  ...Object.values(thankYouVariants).flatMap((variant) => [
    variant.callback(callbackWithin[variant.form]),
    variant.note ?? '',
  ]),
].map(plainText);

/** Every text the visitor can read: each page's, then the form copy. */
function everyText(): { where: string; text: string }[] {
  return [
    ...pages.map((page) => ({ where: page.path, text: page.text })),
    ...formCopy.map((text, index) => ({ where: `form copy #${index}`, text })),
  ];
}

/** Each distinct match of `pattern` (its first group), with the places it was read. */
function valuesOf(pattern: RegExp): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const { where, text } of everyText()) {
    for (const match of text.matchAll(pattern)) {
      const value = match[1] ?? match[0];
      found.set(value, [...(found.get(value) ?? []), where]);
    }
  }
  return found;
}

describe('The published promises', () => {
  it('are read from every prerendered page', () => {
    expect(pages.length).toBeGreaterThan(30);
    expect(pages.map((page) => page.path)).toEqual(
      expect.arrayContaining(['/', '/kontakt', '/kredyt-dla-zolnierza', '/dziekujemy']),
    );
    // The footer, with its opening hours, is part of every page's served HTML.
    const home = pages.find((page) => page.path === '/');
    expect(home?.text).toContain(`${workingHours.from}–${workingHours.to}`);
  });

  it('state one set of opening hours', () => {
    const hours = valuesOf(/\b(\d{1,2}:\d{2}\s?–\s?\d{1,2}:\d{2})\b/g);
    // The working hours, and the parts of them a visitor may ask to be called in (the forms).
    const slots = Object.values(callbackSlots).map(({ from, to }) => `${from}–${to}`);
    expect([...hours.keys()].sort()).toEqual(
      [`${workingHours.from}–${workingHours.to}`, ...slots].sort(),
    );
    expect(slots[0]?.startsWith(workingHours.from)).toBe(true);
    expect(slots.at(-1)?.endsWith(workingHours.to)).toBe(true);
    // The footer, the contact page and the menu name the same days; no Saturday hours anywhere.
    expect(valuesOf(/\b(sobot\p{L}*)\b/giu).size).toBe(0);
    expect(formCopy.join(' ')).toContain(
      `${workingHours.days.short} ${workingHours.from}–${workingHours.to}`,
    );
  });

  it('state one experience claim', () => {
    const years = valuesOf(/\bponad (\d+)(?:\s|-)?(?:lat|letni)/giu);
    expect([...years.keys()]).toEqual([String(experience.yearsClaim)]);
  });

  it('promise one callback time per unit: 30 minutes (quick contact) and 24 hours', () => {
    const callbackPattern =
      /\b(?:oddzwon\p{L}*|skontaktuj\p{L}*|odezw\p{L}*|kontakt\p{L}*|telefon od doradcy|obsługujemy|obsłużymy|odpowiadamy)\b[^.;:]{0,60}?\bw ciągu (\d+ (?:minut|godzin))\b/giu;
    const promised = valuesOf(callbackPattern);
    expect([...promised.keys()].sort()).toEqual(
      [`${callback.quickContactMinutes} minut`, `${callback.formHours} godzin`].sort(),
    );
    // Nobody calls at the weekend: no page promises a weekend callback within hours.
    expect(valuesOf(/\bweeken\p{L}*\b[^.;]{0,40}?\bw ciągu (\d+ \p{L}+)/giu).size).toBe(0);
  });

  it('qualify every callback promise by when advisers work: 24 hours on working days, 30 minutes in working hours', () => {
    // Issue 38: "w ciągu 24 godzin" stood unconditionally while advisers work Mon–Fri; a Friday
    // evening lead waits about 60 hours. Every page says the promise as promises.ts builds it.
    const promiseAt =
      /\b(?:oddzwon\p{L}*|skontaktuj\p{L}*|odezw\p{L}*|kontakt\p{L}*|telefon od doradcy|obsługujemy|obsłużymy|odpowiadamy|odpowiedź)\b[^.;:]{0,60}?\bw ciągu (\d+) (?:minut|godzin|min|h)\b([^.;]{0,40})/giu;
    const condition = (count: string) =>
      count === String(callback.formHours) ? ' w dni robocze' : ' w godzinach pracy';
    // Every page: its own copy and the frame's (the mobile menu's promises are in each header). The
    // toasts and the thank-you page say the time computed when the form was sent, so not these.
    const unqualified = pages.flatMap(({ path, text }) =>
      [...text.matchAll(promiseAt)]
        .filter(([, count = '', after = '']) => !after.startsWith(condition(count)))
        .map((match) => `${path}: ${match[0]}`),
    );
    expect(unqualified).toEqual([]);
    // A stat that shows the short form ("24 h", "30 min") says the condition beside it.
    const shortForms = contentValues()
      .filter(({ value }) => value !== null && typeof value === 'object')
      .map(({ where, value }) => ({ where, value: value as Record<string, unknown> }))
      .filter(({ value }) => typeof value.label === 'string' && typeof value.value === 'string')
      .filter(({ value }) =>
        (Object.values(callbackShort) as string[]).includes(plainText(String(value.value))),
      )
      // A decision time may read "24 h" too: only the stats about the adviser's call.
      .filter(({ value }) => /telefon od doradcy|oddzwon/i.test(String(value.label)));
    expect(shortForms.length).toBeGreaterThan(5);
    for (const { where, value } of shortForms) {
      const needed =
        plainText(String(value.value)) === callbackShort.forms
          ? 'w dni robocze'
          : 'w godzinach pracy';
      expect(plainText(String(value.label)), where).toContain(needed);
    }
    // No content module writes the unconditional promise itself: only promises.ts words it, and
    // the toast and the thank-you page, which say the time computed when the form was sent.
    const writers = Object.entries(contentSources)
      .filter(([file]) => !/\/(?:promises|forms|thank-you)\.ts$/.test(file))
      .filter(([, source]) => /\bcallbackWithin\b/.test(source))
      .map(([file]) => file);
    expect(writers).toEqual([]);
  });

  it('never say the firm checks a visitor’s BIK record: the visitor downloads it (Prawo bankowe, art. 105 ust. 4)', () => {
    // A credit intermediary is not among those who may receive BIK data: the visitor gets the
    // report and goes through it with the adviser.
    const record = /\bBIK\b|\bhistori\p{L}*|\braport\p{L}*/iu;
    const firmChecks =
      /\b(?:sprawdz|przeanaliz|analiz|weryfik|zweryfik)\p{L}*my\b|\b(?:doradca|analityk)\b[^.]*?\b(?:sprawdza|sprawdzi|analizuje|przeanalizuje|weryfikuje)\b|^(?:sprawdza|analizuje)\b/iu;
    const visitorDownloads = /\bpobier\p{L}*|\bpobierz\p{L}*|\bpobran\p{L}*/iu;
    const claims = everyText().flatMap(({ where, text }) =>
      text
        .split(/(?<=[.!?])\s+/)
        .filter((sentence) => record.test(sentence) && firmChecks.test(sentence))
        .filter((sentence) => !visitorDownloads.test(sentence))
        .map((sentence) => `${where}: ${sentence}`),
    );
    expect(claims).toEqual([]);
  });

  it('make each form promise in its toast what its thank-you page and its page promise', () => {
    // In working hours each toast says its form's promise (spec §8); the thank-you variant of the
    // form says the same (both from one computed sentence: callback-eta.test.ts).
    const inHours = (form: CallbackForm) => callbackToast(form, callbackWithin[form]).description;
    expect(inHours('application')).toBe('Dziękujemy! Skontaktujemy się z Tobą w ciągu 24 godzin.');
    expect(inHours('quickContact')).toBe('Dziękujemy! Skontaktujemy się z Tobą w ciągu 30 minut.');
    for (const variant of Object.values(thankYouVariants)) {
      expect(plainText(variant.callback(callbackWithin[variant.form]))).toContain(
        callbackWithin[variant.form],
      );
    }
    expect(thankYouVariants.default.form).toBe('application');
    expect(thankYouVariants.analysis.form).toBe('analysis');
    expect(thankYouVariants.quickForm.form).toBe('quickContact');
    // The quick contact form's heading promises what its toast does.
    expect(plainText(quickContactCopy.heroTitle)).toContain(callbackWithin.quickContact);
    // The consolidation loan's quick lead form: the hero it stands in.
    expect(plainText(consolidationLoanPage.intro.lead)).toContain(callbackWithin.quickLead);
    expect(quickLeadCopy.submit).toBe('Wyślij zgłoszenie');
  });

  it('offer a callback form in the closing call to action of every offer page', () => {
    // Every route of the offer menus, and the product and profession pages outside them (issues
    // 27 and 38).
    const offerPaths = [
      ...navGroups.flatMap((group) => [group.main?.path, ...group.items.map((item) => item.path)]),
      paths.credits,
      paths.loans,
      paths.nonBankLoans,
      paths.military,
      paths.civilContract,
      paths.educationWorkers,
    ]
      // The calculator's own callback form sends the calculation ('Wyślij wyliczenie doradcy').
      .filter((path) => path !== undefined && path !== paths.consolidationCalculator);
    expect(Object.keys(callbackPageNames).sort()).toEqual([...new Set(offerPaths)].sort());
    expect(Object.keys(callbackPageNames)).toHaveLength(18);
    for (const path of Object.keys(callbackPageNames)) {
      const forms = servedPage(path).document.querySelectorAll('[data-variant="callback"]');
      expect(forms, path).toHaveLength(1);
      const section = forms[0]?.closest('section');
      // Beside the link to the application, which stays the main call to action.
      expect(section?.querySelector(`a[href="${paths.application}"]`), path).not.toBeNull();
      // 'Jak najszybciej' first, so chosen before any code runs.
      const options = section?.querySelectorAll('select[name="callbackTime"] option') ?? [];
      const values = [...options].map((option) => option.getAttribute('value'));
      expect(values, path).toEqual(['asap', 'morning', 'afternoon', 'evening']);
    }
  });

  it('give each product page one decision time', () => {
    const decision = /\bdecyzj\p{L}*\b[^.;:]{0,80}?\bw ciągu (\d+(?:–\d+)?) godzin/giu;
    // The overviews list several products side by side, each with its own decision time.
    const overviews = new Set(['/kredyty', '/pozyczki']);
    for (const page of pages.filter(({ path }) => !overviews.has(path))) {
      const times = new Set([...page.text.matchAll(decision)].map((match) => match[1]));
      expect(times.size, `${page.path}: ${[...times].join(', ')}`).toBeLessThanOrEqual(1);
    }
    const soldierPage = pages.find((page) => page.path === '/kredyt-dla-zolnierza');
    const militaryPage = pages.find((page) => page.path === '/kredyt-dla-wojskowych');
    for (const page of [soldierPage, militaryPage]) {
      expect(page?.text).toContain(`w ciągu ${military.decisionHours} godzin`);
      expect(page?.text).not.toMatch(/\b48 ?h\b|\b48 godzin/);
    }
  });

  it('never say a registry number is shown where it is still a placeholder', () => {
    const claims = pages.flatMap((page) =>
      [
        ...page.text.matchAll(
          /[^.]*\b(?:numer wpisu|KRS|NIP|REGON)\b[^.]*\b(?:w stopce|znajdziesz)\b[^.]*/gi,
        ),
      ].map((match) => `${page.path}: ${match[0].trim()}`),
    );
    if (isPending(company.knfRegisterNumber)) {
      expect(claims.filter((claim) => /numer wpisu/i.test(claim))).toEqual([]);
    }
    if ([company.krs, company.nip, company.regon].some(isPending)) {
      expect(claims.filter((claim) => /\b(?:KRS|NIP|REGON)\b/.test(claim))).toEqual([]);
    }
  });
});
