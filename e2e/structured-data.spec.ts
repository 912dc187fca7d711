import { expect, test } from '@playwright/test';
import { PENDING } from '@/content/company';
import { expectedPages } from './site-pages';
import { decode } from './html';

type Thing = Record<string, unknown> & { '@type': string };

function jsonLdOf(html: string): Thing[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? '') as Thing,
  );
}

for (const { path } of expectedPages) {
  test(`${path}: its JSON-LD parses and matches what the page shows`, async ({ page }) => {
    const html = await (await page.request.get(path)).text();
    const things = jsonLdOf(html);
    for (const thing of things) expect(thing['@context']).toBe('https://schema.org');
    // A value the owner has not supplied yet is shown on the page as a placeholder, never as data.
    expect(JSON.stringify(things)).not.toContain(PENDING);
    const types = things.map((thing) => thing['@type']);
    expect(types.filter((type) => type === 'FinancialService')).toHaveLength(1);

    if (path === '/') expect(types).not.toContain('BreadcrumbList');
    else expect(types).toContain('BreadcrumbList');

    await page.goto(path);
    const visibleQuestions = (
      await page.locator('[data-value^="item-"] button').allInnerTexts()
    ).map((text) => text.trim());
    const faq = things.find((thing) => thing['@type'] === 'FAQPage');
    if (visibleQuestions.length > 0) {
      const questions = (faq?.mainEntity as { name: string }[]).map((question) => question.name);
      expect(questions).toEqual(visibleQuestions);
    } else {
      expect(faq).toBeUndefined();
    }

    const loan = things.find((thing) => thing['@type'] === 'LoanOrCredit');
    if (loan) {
      const rate = (loan.interestRate as { minValue: number }).minValue;
      const shownRate = rate.toLocaleString('pl-PL', { maximumFractionDigits: 2 });
      expect(decode(html)).toContain(`${shownRate}%`);
    }
  });
}
