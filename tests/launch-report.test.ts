// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { launchReport } from '../scripts/lib/launch-report';
import { paths } from '@/config/paths';
import { company, PENDING } from '@/content/company';
import { brokerRemuneration } from '@/content/figures';
import { launchChecklist, type LaunchChecklist } from '@/content/launch-checklist';

const empty: LaunchChecklist = { missingData: [], claimsNeedingEvidence: [], toConfirm: [] };

describe('launch checklist', () => {
  it('lists every company value the site still shows as a placeholder', () => {
    const { missingData } = launchChecklist();
    const shown: [string, string][] = [
      ['KRS', company.krs],
      ['NIP', company.nip],
      ['REGON', company.regon],
      ['sąd rejestrowy', company.registryCourt],
      ['kapitał zakładowy', company.shareCapital],
      ['numer wpisu do rejestru KNF', company.knfRegisterNumber],
    ];
    for (const [field, value] of shown) {
      if (value === PENDING) expect(missingData).toContain(field);
    }
    expect(missingData.some((item) => item.startsWith('zakres umocowania'))).toBe(
      company.scopeOfAuthority === PENDING,
    );
    expect(missingData.some((item) => item.startsWith('lista kredytodawców'))).toBe(
      company.lenders.length === 0,
    );
  });

  it("lists the broker's remuneration while the owner has not given it", () => {
    const listed = launchChecklist().missingData.some((item) =>
      item.startsWith('wynagrodzenie pośrednika kredytowego'),
    );
    expect(listed).toBe(brokerRemuneration.status === 'pending');
  });

  it('holds the claims taken off the pages, where they stood and what evidence would allow them', () => {
    const { claimsNeedingEvidence } = launchChecklist();
    const find = (text: RegExp) => claimsNeedingEvidence.find((item) => text.test(item.claim));
    expect(find(/nawet do 94/)?.where).toEqual([paths.noCreditCapacity]);
    expect(find(/96 procent pozytywnych decyzji/)?.where).toEqual([paths.soldier]);
    expect(find(/25–45/)?.where).toEqual(
      expect.arrayContaining([paths.home, paths.consolidationCredit, paths.consolidationLoan]),
    );
    // While the owner has configured no Google profile and no testimonial, both stay listed.
    expect(find(/Google/)?.where).toEqual(expect.arrayContaining([paths.home, paths.about]));
    expect(find(/opinie klientów/)?.where).toContain(paths.soldier);
    for (const item of claimsNeedingEvidence) expect(item.evidence.length).toBeGreaterThan(20);
  });

  it('asks the owner to confirm the example inputs and the transfer basis of the e-mail provider', () => {
    const { toConfirm } = launchChecklist();
    expect(toConfirm.some((item) => /przykładów reprezentatywnych.*consolidation/.test(item))).toBe(
      true,
    );
    expect(toConfirm.some((item) => item.includes('Resend'))).toBe(true);
  });

  it('asks the owner’s counsel to confirm the law the site states (issue 38)', () => {
    const { toConfirm, claimsNeedingEvidence } = launchChecklist();
    const counsel = toConfirm
      .filter((item) => item.startsWith('prawnik właściciela:'))
      .map((item) => item.replace(/\u00a0/g, ' '));
    const asks = (pattern: RegExp) => counsel.some((item) => pattern.test(item));
    // Which act is in force: the 2011 act or the act implementing directive (EU) 2023/2225.
    expect(asks(/2023\/2225/)).toBe(true);
    expect(asks(/12 maja 2011/)).toBe(true);
    expect(asks(/255 550 zł/)).toBe(true);
    expect(asks(/art\. 50/)).toBe(true);
    expect(asks(/art\. 36a/)).toBe(true);
    expect(asks(/art\. 139¹/)).toBe(true);
    expect(asks(/art\. 105 ust\. 4/)).toBe(true);
    expect(asks(/art\. 16 ust\. 3/)).toBe(true);
    expect(asks(/ISAP/)).toBe(true);
    expect(
      claimsNeedingEvidence.find((item) => /punkt\S* procentow/.test(item.claim))?.where,
    ).toEqual(expect.arrayContaining([paths.doctor]));
  });

  it('blocks the launch while anything is missing, and prints each part', () => {
    const report = launchReport({
      missingData: ['NIP'],
      claimsNeedingEvidence: [
        { claim: 'twierdzenie testowe', where: ['/a', '/b'], evidence: 'dowód testowy' },
      ],
      toConfirm: ['dana testowa'],
    });
    expect(report.ready).toBe(false);
    expect(report.text).toContain('    - NIP');
    expect(report.text).toContain(
      '    - twierdzenie testowe\n        gdzie: /a, /b\n        dowód: dowód testowy',
    );
    expect(report.text).toContain('    - dana testowa');
    expect(launchReport({ ...empty, toConfirm: ['dana testowa'] }).ready).toBe(false);
    expect(launchReport({ ...empty, missingData: ['NIP'] }).ready).toBe(false);
  });

  it('lets a complete site go live', () => {
    expect(launchReport(empty).ready).toBe(true);
  });

  it('is not complete today: the owner has data to supply', () => {
    expect(launchReport(launchChecklist()).ready).toBe(false);
  });
});
