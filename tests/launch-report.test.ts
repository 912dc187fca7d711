// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { launchReport } from '../scripts/lib/launch-report';
import { company } from '@/content/company';
import { launchChecklist } from '@/content/launch-checklist';

describe('launch checklist', () => {
  it('lists every company value the site still shows as a placeholder', () => {
    const { missingData } = launchChecklist();
    expect(missingData).toContain('KRS');
    expect(missingData).toContain('numer wpisu do rejestru KNF');
    // Each placeholder the site shows is on the list, by what it stands for.
    expect(company.krs).toMatch(/uzupełnienia/);
  });

  it('blocks the launch while anything is missing, and names it', () => {
    const report = launchReport({ missingData: ['NIP'], claimsNeedingEvidence: ['96% decyzji'] });
    expect(report.ready).toBe(false);
    expect(report.text).toContain('    - NIP');
    expect(report.text).toContain('    - 96% decyzji');
  });

  it('lets a complete site go live', () => {
    expect(launchReport({ missingData: [], claimsNeedingEvidence: [] }).ready).toBe(true);
  });
});
