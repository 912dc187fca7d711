// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { consentLine } from '../scripts/lib/lead-consents';

const none = {
  processing: null,
  marketingEmail: null,
  marketingPhone: null,
  marketing: null,
  documents: null,
  version: null,
};

describe('npm run leads: the consent line', () => {
  it('shows each marketing channel on its own, and the wording version', () => {
    expect(
      consentLine({
        ...none,
        processing: true,
        marketingEmail: false,
        marketingPhone: true,
        documents: true,
        version: '2026-11-24',
      }),
    ).toBe(
      'zgody: prośba o kontakt: tak, oferty e-mailem: nie, oferty telefonicznie: tak, analiza dokumentów: tak (wersja treści 2026-11-24)',
    );
  });

  it('shows a lead from before the split with its one marketing flag, not as a channel', () => {
    const line = consentLine({ ...none, processing: true, marketing: true, documents: false });
    expect(line).toContain('zgoda marketingowa (dawny formularz, e-mail lub telefon): tak');
    expect(line).not.toContain('oferty e-mailem');
    expect(line).not.toContain('oferty telefonicznie');
  });

  it('says so when the form sends no consent flags (contact, quick lead)', () => {
    expect(consentLine(none)).toBe('zgody: formularz nie wysyła pól zgód');
  });
});
