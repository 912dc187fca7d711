import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brokerDisclosure, company } from '@/content/company';
import { preloadPages, renderApp } from './render-app';

preloadPages('/o-nas');

describe('Broker disclosure on /o-nas', () => {
  it('shows the same full disclosure as the footer, from the company module', async () => {
    await renderApp('/o-nas');
    const main = screen.getByRole('main');
    const disclosure = brokerDisclosure();
    const section = within(main).getByRole('region', { name: disclosure.title });
    const terms = within(section)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(section)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(terms).toEqual([...disclosure.rows.map((row) => row.label), disclosure.lenders.label]);
    disclosure.rows.forEach((row, index) => expect(values[index]).toBe(row.value));
    expect(section).toHaveTextContent(/nie jest bankiem/);
  });

  it('names the KNF register entry and never calls the firm licensed', async () => {
    await renderApp('/o-nas');
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent(/wpisany do rejestru pośredników kredytowych KNF/);
    expect(main).toHaveTextContent(
      `Numer wpisu do rejestru pośredników kredytowych KNF: ${company.knfRegisterNumber}`,
    );
    expect(main).not.toHaveTextContent(/licencjonowan/i);
  });
});
