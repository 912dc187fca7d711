// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PENDING } from '@/content/company';

async function schemaWith(
  mockCompany?: (actual: typeof import('@/content/company')) => Record<string, unknown>,
) {
  vi.resetModules();
  if (mockCompany) {
    vi.doMock('@/content/company', async (importOriginal) =>
      mockCompany(await importOriginal<typeof import('@/content/company')>()),
    );
  }
  const { organizationSchema } = await import('@/components/seo/structured-data');
  return organizationSchema();
}

afterEach(() => {
  vi.doUnmock('@/content/company');
});

describe('organizationSchema', () => {
  it('publishes no placeholder and leaves out every value the owner has not supplied', async () => {
    const schema = await schemaWith();
    expect(JSON.stringify(schema)).not.toContain(PENDING);
    for (const key of ['legalName', 'taxID', 'telephone', 'email', 'sameAs']) {
      expect(schema).not.toHaveProperty(key);
    }
    expect(schema).toMatchObject({
      '@type': 'FinancialService',
      name: 'Spokojna Rata',
      address: { addressLocality: 'Warszawa', addressCountry: 'PL' },
    });
    expect(schema.address).not.toHaveProperty('streetAddress');
  });

  it('publishes the company data once the owner has supplied and confirmed it', async () => {
    const schema = await schemaWith((actual) => ({
      ...actual,
      company: {
        ...actual.company,
        legalName: 'Testowa Spółka sp. z o.o.',
        nip: '0000000000',
        address: { ...actual.company.address, street: 'ul. Testowa 1', postalCode: '00-950' },
      },
      unconfirmed: { phones: false, email: false, social: false },
    }));
    expect(schema).toMatchObject({
      legalName: 'Testowa Spółka sp. z o.o.',
      taxID: '0000000000',
      // Vitest types its asymmetric matchers as any.
      telephone: expect.any(String) as unknown,
      email: expect.stringContaining('@') as unknown,
      sameAs: expect.arrayContaining([expect.stringMatching(/^https:\/\//)]) as unknown,
      address: { streetAddress: 'ul. Testowa 1', postalCode: '00-950' },
    });
  });
});
