import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y';
import { waitForHydrated, waitForReact, watchConsole } from './console';
import {
  KEPT_ENTRY,
  expectFailureToast,
  failureToast,
  fillContactForm,
  sendContactForm,
} from './fields';
import { holdChunk } from './hold-requests';
import { decodedEml, findLead, findMails, uniqueName } from './outbox';

/**
 * The advisers' side of a lead (issue 37), on the local stack's seeded roster: each adviser's own
 * notification in .outbox/ carries a link to the advisers' page; opening it changes nothing, the
 * button claims it, the "Przejęte przez" e-mail answers the lead's first e-mail, and the second
 * adviser's link then shows who has it.
 */
async function claimFromTheOutbox(page: Page, name: string) {
  const notifications = await findMails(name, /Przejmuję zgłoszenie: http/, 2);
  const linkTo = (address: string) =>
    String(
      notifications.find((mail) => JSON.stringify(mail.record.to).includes(address))?.record.link,
    );
  const [anna, piotr] = [linkTo('anna.nowak@'), linkTo('piotr.zielinski@')];
  expect(anna, 'a link of their own for each adviser').not.toBe(piotr);
  expect(anna).toMatch(/\/doradca\/zgloszenie#/);

  await page.goto(anna);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  await expect(page.getByText('Nikt jeszcze nie prowadzi tego zgłoszenia.')).toBeVisible();
  await page.getByRole('button', { name: 'Przejmuję', exact: true }).click();
  await expect(page.getByText(/Zgłoszenie jest Twoje\./)).toBeVisible();

  const [claimed] = await findMails(name, /Przejęte przez Anna Nowak/);
  const root = /^Message-ID: (.+)$/m.exec(notifications[0]?.eml ?? '')?.[1]?.trim();
  expect(root).toBeTruthy();
  expect(claimed?.eml).toMatch(
    new RegExp(`^In-Reply-To: ${root?.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'm'),
  );

  await page.goto(piotr);
  await expect(page.getByText(/Zgłoszenie prowadzi już Anna Nowak/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Przejmuję', exact: true })).toHaveCount(0);
}

const form = (page: Page, name: string) => page.locator(`form[data-form="${name}"]`);

/** Opens `path`, waits for the app, and returns its form of that kind. */
async function openForm(page: Page, path: string, kind: string) {
  await page.goto(path);
  await waitForReact(page);
  return form(page, kind);
}

test.describe('lead forms reach the advisers (local send-email function → .outbox/)', () => {
  test('home hero quick contact form', async ({ page }) => {
    const problems = watchConsole(page);
    const supabaseRequests: string[] = [];
    page.on('request', (request) => {
      if (/supabase/i.test(request.url())) supabaseRequests.push(request.url());
    });
    await page.goto('/');
    await waitForReact(page);
    const hero = form(page, 'quick-contact').first();
    const name = uniqueName('Anna');
    // No page loads supabase-js before a visitor touches a form; the first focus starts it.
    expect(supabaseRequests).toEqual([]);
    await hero.locator('[name="name"]').focus();
    await expect.poll(() => supabaseRequests.length).toBeGreaterThan(0);
    await hero.locator('[name="name"]').fill(name);
    await hero.locator('[name="email"]').fill('anna.kowalska@example.pl');
    await hero.locator('[name="phone"]').fill('600 100 200');
    await hero.locator('[name="loanAmount"]').selectOption('30 000–50 000 zł');
    await hero.locator('[name="consent"]').check();
    await hero.locator('button[type="submit"]').click();

    await expect(page.getByText('Zgłoszenie wysłane', { exact: true })).toBeVisible();
    await expect(hero.locator('[name="name"]')).toHaveValue('');
    const lead = await findLead(name);
    const sent = JSON.stringify(lead.record);
    for (const value of ['anna.kowalska@example.pl', '600 100 200', '30 000–50 000 zł']) {
      expect(sent).toContain(value);
    }
    expect(sent).toContain('quick-contact');
    expect(lead.eml).toMatch(/^Subject: /m);
    expect(lead.eml).toContain('multipart/alternative');
    expect(problems).toEqual([]);

    await test.step('an adviser claims it from the e-mail; the team hears it in the thread', () =>
      claimFromTheOutbox(page, name));
  });

  test('contact form on /kontakt, with the campaign of the visit it came from', async ({
    page,
  }) => {
    // The visit starts on a tagged address and goes on inside the app.
    await page.goto('/?utm_source=google&utm_medium=cpc&utm_campaign=lekarze&gclid=Cj0KCQiA-abc');
    await waitForReact(page);
    await page.locator('footer').getByRole('link', { name: 'Kontakt', exact: true }).click();
    await expect(page).toHaveURL(/\/kontakt$/);
    const name = uniqueName('Jan');
    const contact = await sendContactForm(page, {
      name,
      email: 'jan@example.pl',
      phone: '+48 501 202 303',
      message: 'Proszę o kontakt w sprawie konsolidacji.',
    });
    const lead = await findLead(name);
    const sent = JSON.stringify(lead.record);
    expect(sent).toContain('Proszę o kontakt w sprawie konsolidacji.');
    expect(sent).toContain('Formularz kontaktowy');
    // No marketing consent was given, so the ad's click id stays behind.
    expect(sent).toContain(
      '"attribution":{"source":"google","medium":"cpc","campaign":"lekarze","landingPage":"/"}',
    );
    expect(sent).not.toContain('Cj0KCQiA-abc');
    expect(decodedEml(lead.eml)).toContain('Źródło: google / cpc / lekarze (wejście: /)');
    await expect(contact.locator('[name="message"]')).toHaveValue('');
  });

  test('quick lead in the consolidation-loan hero, and the callback form in its closing section', async ({
    page,
  }) => {
    await openForm(page, '/pozyczka-konsolidacyjna', 'quick-lead');
    const quickLead = page.locator('form[data-form="quick-lead"][data-variant="hero"]');
    const name = uniqueName('Ewa');
    await quickLead.locator('[name="name"]').fill(name);
    await quickLead.locator('[name="phone"]').fill('601 222 333');
    await quickLead.locator('[name="loanAmount"]').selectOption('do 10 000 zł');
    // The information clause this form lacked (issue 10), by its button, linking to the policy.
    const clause = quickLead.locator('[data-privacy-info="request"]');
    await expect(clause).toBeVisible();
    await expect(clause.getByRole('link', { name: /polityce prywatności/ })).toHaveAttribute(
      'href',
      '/polityka-prywatnosci',
    );
    await quickLead.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();

    await expect(page.getByText('Zgłoszenie wysłane', { exact: true })).toBeVisible();
    const sent = JSON.stringify((await findLead(name)).record);
    expect(sent).toContain('601 222 333');
    expect(sent).toContain('Pożyczka konsolidacyjna');

    // The closing call to action: the link to the application, and beside it the callback form.
    const callback = page.locator('form[data-form="quick-lead"][data-variant="callback"]');
    const closing = page.locator('section').filter({ has: callback });
    await expect(closing.getByRole('link', { name: 'Złóż wniosek' })).toHaveAttribute(
      'href',
      '/wniosek',
    );
    const caller = uniqueName('Marek');
    await callback.getByRole('textbox', { name: 'Imię i nazwisko' }).fill(caller);
    await callback.getByRole('textbox', { name: 'Numer telefonu' }).fill('602 333 444');
    await callback
      .getByRole('combobox', { name: 'Kiedy możemy zadzwonić?' })
      .selectOption({ label: 'Wieczorem (16:00–20:00)' });
    await callback.getByRole('button', { name: 'Zamów rozmowę' }).click();
    await expect(
      page.getByText(/^Dziękujemy! Skontaktujemy się z Tobą .*wieczorem, między 16:00 a 20:00\.$/),
    ).toBeVisible();
    const lead = await findLead(caller);
    expect(lead.record.payload).toMatchObject({
      phone: '602 333 444',
      pageName: 'Pożyczka konsolidacyjna',
      callbackTime: 'evening',
    });
    expect(lead.record.subject).toContain('Szybkie zgłoszenie – prośba o telefon');
  });

  test('consolidation calculator: rows, live result, the honest sentence, keyboard, axe, the lead with its calculation', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    // The calculator's own code, held until its fields have been typed into.
    const code = await holdChunk(page, 'consolidation-calculator');
    const response = await page.goto('/kalkulator-konsolidacji');
    // The served HTML holds the calculator's form with its fields, the default term filled in:
    // a screen reader in browse mode or a keyboard finds it without any gesture first.
    const served = /<form[^>]*data-form="calculator".*?<\/form>/s.exec(
      (await response?.text()) ?? '',
    );
    expect(
      [...(served?.[0] ?? '').matchAll(/<input[^>]*\bname="([^"]+)"[^>]*>/g)].map(
        ([input, name]) => `${name ?? ''}${/value="(\d+)"/.exec(input)?.[1] ?? ''}`,
      ),
    ).toEqual(['debts.0.balance', 'debts.0.instalment', 'debts.0.monthsLeft', 'term84']);
    await waitForReact(page);
    const calculator = form(page, 'calculator');
    const result = (name: string) => page.locator(`[data-result="${name}"]`);
    const field = (name: string) => calculator.locator(`[name="${name}"]`);
    // Nothing to compute yet: a dash, never NaN.
    await expect(result('instalment')).toHaveText('–');

    // Typed, not filled, before the calculator's code has arrived: the served fields take it.
    await field('debts.0.balance').pressSequentially('20000');
    await field('debts.0.instalment').pressSequentially('700');
    await field('debts.0.monthsLeft').pressSequentially('32');
    await expect.poll(code.requested).toBe(true);
    await expect(result('instalment')).toHaveText('–');
    code.release();
    // Kept when React takes over, and computed: 84 months unless the visitor picks another.
    await expect(result('instalment')).toHaveText('316,63 zł');
    await waitForHydrated(page, 'form[data-form="calculator"]');
    await expect(field('debts.0.balance')).toHaveValue('20000');
    await expect(field('debts.0.monthsLeft')).toHaveValue('32');
    await expect(field('debts.0.monthsLeft')).toBeFocused();
    await expect(result('currentRemaining')).toHaveText('22 400 zł');

    // Keyboard: Tab past the row to 'Dodaj zobowiązanie', Enter adds a row and focuses it.
    await page.keyboard.press('Tab');
    await expect(calculator.getByRole('button', { name: 'Dodaj zobowiązanie' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(field('debts.1.balance')).toBeFocused();
    await page.keyboard.type('abc');
    await expect(calculator.getByText('Podaj kwotę w formacie liczbowym, np. 15000')).toBeVisible();
    await expect(field('debts.1.balance')).toHaveAttribute('aria-invalid', 'true');
    await expect(result('instalment')).toHaveText('–');
    // Enter ('Pokaż wynik') shows every message, the empty fields' too, and focuses the first.
    await page.keyboard.press('Enter');
    await expect(calculator.getByText('Wpisz miesięczną ratę.')).toBeVisible();
    await expect(field('debts.1.balance')).toBeFocused();
    // Figures that cannot be true (12 instalments of 300 zł cannot repay 4 500 zł): a Polish
    // message beside the number of instalments, tied to it, and no result.
    await field('debts.1.balance').fill('4500');
    await field('debts.1.instalment').fill('300');
    await field('debts.1.monthsLeft').fill('12');
    const short = calculator.getByText(
      '12 rat po 300 zł to razem 3 600 zł, a do spłaty zostało 4 500 zł. Raty muszą pokryć co najmniej kwotę do spłaty – sprawdź kwotę, ratę i liczbę rat.',
    );
    await expect(short).toBeVisible();
    await expect(field('debts.1.monthsLeft')).toHaveAttribute('aria-invalid', 'true');
    await expect(field('debts.1.monthsLeft')).toHaveAttribute(
      'aria-describedby',
      (await short.getAttribute('id')) ?? 'the message',
    );
    await expect(result('instalment')).toHaveText('–');
    await expect(result('verdict')).toHaveText(
      'Popraw dane przy polach z komunikatem o błędzie, a wynik pojawi się tutaj.',
    );
    await field('debts.1.instalment').fill('400');
    await expect(short).toHaveCount(0);

    // A third row, removed again by its 'Usuń' from the keyboard.
    await calculator.getByRole('button', { name: 'Dodaj zobowiązanie' }).click();
    await expect(calculator.locator('fieldset')).toHaveCount(3);
    await calculator.getByRole('button', { name: 'Usuń zobowiązanie 3' }).focus();
    await page.keyboard.press('Enter');
    await expect(calculator.locator('fieldset')).toHaveCount(2);
    await expect(field('debts.1.balance')).toBeFocused();

    // 24 500 zł over 120 months (the new credit's figures computed apart from the site, see the
    // unit test); today 700 + 400 zł a month, 22 400 + 4 800 zł in all.
    await field('term').fill('120');
    const expected = {
      instalment: '303,63 zł',
      rrso: '9,6%',
      totalCost: '12 670,60 zł',
      totalPayable: '37 170,60 zł',
      currentMonthly: '1 100 zł',
      currentRemaining: '27 200 zł',
      monthlyDifference: '796,37 zł',
      totalDifference: '9 970,60 zł',
    };
    for (const [name, text] of Object.entries(expected))
      await expect(result(name)).toHaveText(text);
    await expect(result('verdict')).toContainText(
      'Rata byłaby niższa o 796,37 zł miesięcznie, ale łącznie zapłacisz o 9 970,60 zł więcej niż przy obecnych ratach',
    );
    await expect(
      page.getByText(/Decyzję\si\sostateczne\swarunki\sustala\skredytodawca\spo\socenie/).first(),
    ).toBeVisible();
    // With nothing in error, 'Pokaż wynik' takes the focus to the result.
    await calculator.getByRole('button', { name: 'Pokaż wynik' }).click();
    await expect(page.getByRole('heading', { name: 'Wynik', exact: true })).toBeFocused();
    // Screen readers hear one summary once typing pauses.
    await expect(page.getByRole('status').filter({ hasText: 'Nowa rata 303,63 zł' })).toHaveCount(
      1,
    );
    await expectNoAxeViolations(page);

    // 'Wyślij wyliczenie doradcy' sends what is on screen, and the advisers get the debts.
    const callback = form(page, 'calculator-lead');
    await expect(
      page.getByText('Doradca zobaczy Twoje wyliczenie: 2 zobowiązania, nowy okres 120 mies.'),
    ).toBeVisible();
    const name = uniqueName('Marek');
    await callback.locator('[name="name"]').fill(name);
    await callback.locator('[name="phone"]').fill('604 555 666');
    await callback.locator('[name="consent"]').check();
    await callback.getByRole('button', { name: 'Wyślij wyliczenie doradcy' }).click();
    await expect(page).toHaveURL(/\/dziekujemy$/);
    const lead = await findLead(name);
    expect(JSON.stringify(lead.record)).toContain(
      '"calculation":{"debts":[{"balance":20000,"instalment":700,"monthsLeft":32},{"balance":4500,"instalment":400,"monthsLeft":12}],"term":120,"instalment":303.63,"rrso":9.6}',
    );
    const eml = decodedEml(lead.eml);
    expect(eml).toContain('Zobowiązania podane przez klienta');
    expect(eml).toContain('Razem  24 500 zł  1 100 zł');
    expect(problems).toEqual([]);
  });

  test('newsletter sign-up on /wiedza', async ({ page }) => {
    const newsletter = await openForm(page, '/wiedza', 'newsletter');
    const email = `${uniqueName('czytelnik').replace(/\W+/g, '.').toLowerCase()}@example.pl`;
    await newsletter.locator('[name="email"]').fill(email);
    await newsletter.locator('[name="consentMarketing"]').check();
    await newsletter.locator('button[type="submit"]').click();
    await expect(newsletter.locator('[name="email"]')).toHaveValue('');
    expect(JSON.stringify((await findLead(email)).record)).toContain('newsletter');
  });

  test('application wizard: three steps with a file, to the thank-you page', async ({ page }) => {
    const problems = watchConsole(page);
    const wizard = await openForm(page, '/wniosek', 'application');
    const name = uniqueName('Katarzyna');
    await expect(wizard.getByText('Krok 1 z 3')).toBeVisible();
    await wizard.locator('[name="name"]').fill(name);
    await wizard.locator('[name="email"]').fill('katarzyna@example.pl');
    await wizard.locator('[name="phone"]').fill('602 333 444');
    await wizard.getByRole('button', { name: 'Dalej' }).click();

    await expect(wizard.getByText('Krok 2 z 3')).toBeVisible();
    await wizard.getByRole('button', { name: 'Dalej' }).click();
    await expect(wizard.getByText('Zaznacz co najmniej jedną opcję')).toBeVisible();
    await wizard.locator('[name="selectedSituations.paydayLoans"]').check();
    await wizard.locator('[name="selectedSituations.consolidation"]').check();
    await wizard.locator('[name="debt"]').fill('85000');
    await wizard.locator('[name="income"]').fill('5200');
    await wizard.getByRole('button', { name: 'Dalej' }).click();

    await expect(wizard.getByText('Krok 3 z 3')).toBeVisible();
    await wizard.locator('input[type="file"]').setInputFiles({
      name: 'zaswiadczenie-o-dochodach.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(1536, 1),
    });
    await expect(wizard.getByText('zaswiadczenie-o-dochodach.pdf')).toBeVisible();
    await expect(wizard.getByText('1,5 KB')).toBeVisible();
    await wizard.getByRole('button', { name: 'Wstecz' }).click();
    await expect(wizard.locator('[name="debt"]')).toHaveValue('85000');
    await wizard.getByRole('button', { name: 'Dalej' }).click();
    await expect(wizard.locator('[data-privacy-info="request"]')).toBeVisible();
    await expect(
      wizard.getByRole('checkbox', { name: /Potwierdzam zapoznanie się z polityką prywatności/ }),
    ).toHaveAttribute('name', 'consentProcessing');
    await wizard.locator('[name="consentProcessing"]').check();
    await wizard.locator('[name="consentDocuments"]').check();
    // Marketing per channel: both unticked; the visitor agrees to phone calls only.
    await expect(wizard.locator('[name="consentMarketingEmail"]')).not.toBeChecked();
    await expect(wizard.locator('[name="consentMarketingPhone"]')).not.toBeChecked();
    await wizard.getByRole('checkbox', { name: /Chcę otrzymywać telefonicznie/ }).check();
    await wizard.locator('button[type="submit"]').click();

    await expect(page).toHaveURL('/dziekujemy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Dziękujemy za wypełnienie formularza',
    );
    await expect(page.getByText(name.split(' ')[0] ?? name).first()).toBeVisible();
    // The thank-you page, its survey and the toast, as the visitor finds them.
    await expectNoAxeViolations(page);
    const lead = await findLead(name);
    const sent = JSON.stringify(lead.record);
    for (const value of ['zaswiadczenie-o-dochodach.pdf', '1536', '85000', '5200']) {
      expect(sent).toContain(value);
    }
    expect(lead.record.payload).toMatchObject({
      consentProcessing: true,
      consentMarketingEmail: false,
      consentMarketingPhone: true,
    });
    expect(lead.eml).toContain('Zgoda na oferty e-mailem: Nie');
    expect(lead.eml).toContain('Zgoda na oferty telefonicznie: Tak');
    expect(problems).toEqual([]);
  });

  test('free analysis: three steps to the analysis thank-you page', async ({ page }) => {
    const analysis = await openForm(page, '/bezplatna-analiza', 'analysis');
    const name = uniqueName('Piotr');
    await analysis.locator('[name="name"]').fill(name);
    await analysis.locator('[name="email"]').fill('piotr@example.pl');
    await analysis.locator('[name="phone"]').fill('603 444 555');
    await analysis.getByRole('button', { name: 'Dalej' }).click();
    await analysis.locator('[name="bankRejection"]').check();
    await analysis.locator('[name="debt"]').fill('42000');
    await analysis.getByRole('button', { name: 'Dalej' }).click();
    await analysis.locator('[name="consentProcessing"]').check();
    await analysis.locator('[name="consentDocuments"]').check();
    await analysis.locator('button[type="submit"]').click();

    await expect(page).toHaveURL('/dziekujemy');
    // Only the files' names are sent: the page says the request arrived, not the documents.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Otrzymaliśmy Twoją prośbę o analizę',
    );
    const sent = JSON.stringify((await findLead(name)).record);
    expect(sent).toContain('Bezpłatna analiza finansowa');
    expect(sent).toContain('42000');

    // Reloaded, the page keeps what the form left in the history entry (its code loads then).
    await page.reload();
    await expect(page).toHaveURL('/dziekujemy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Otrzymaliśmy Twoją prośbę o analizę',
    );
  });
});

// When the function cannot be reached at all: lead-failures.spec.ts (the same toast, the alert, the draft).
test("when the function answers 500 the visitor sees 'Błąd wysyłania' with its message and keeps every entry", async ({
  page,
}) => {
  await page.route('**/functions/v1/send-email', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Serwer jest chwilowo niedostępny.' }),
    }),
  );
  await page.goto('/kontakt');
  await waitForReact(page);
  const contact = await fillContactForm(page, KEPT_ENTRY);
  const submit = contact.locator('button[type="submit"]');
  await submit.click();

  await expectFailureToast(page);
  await expect(failureToast(page)).toContainText('Szczegóły: Serwer jest chwilowo niedostępny.');
  await expect(contact.locator('[name="name"]')).toHaveValue(KEPT_ENTRY.name);
  await expect(contact.locator('[name="message"]')).toHaveValue(KEPT_ENTRY.message);
  await expect(contact.locator('[name="consent"]')).toBeChecked();
  await expect(submit).toBeEnabled();
});

test('opening /dziekujemy directly leads to the home page, as its own prerendered document', async ({
  page,
}) => {
  const homeDocument = page.waitForRequest(
    (request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/',
  );
  const scripts: string[] = [];
  page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
  await page.goto('/dziekujemy');
  await homeDocument;
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForReact(page);
  // Not a render of the home page in this document: its code waits for the first interaction. Nor
  // was the thank-you page's code loaded, to show nothing.
  expect(scripts.filter((path) => /\/(home|thank-you)-page-/.test(path))).toEqual([]);
  // It replaced the history entry: back leaves the site, never to /dziekujemy again.
  await page.goBack();
  expect(page.url()).toBe('about:blank');
});
