/**
 * The shared lead schema as an attacker's body meets it: every field error any body can produce is
 * one of the schema's Polish messages (never zod's English defaults), no control character reaches
 * a single-line field, the phone spellings people use pass, and what a form cannot send is refused.
 */
import {
  CONSENT_VERSION,
  MAX_FILES,
  messages,
  parseLead,
  type LeadKind,
} from '../../_shared/lead-schema.ts';
import { assert, assertEquals } from './assert.ts';
import { bodies, bodyOf, leadKinds, test } from './common.ts';

const polish = new Set<string>([...Object.values(messages), 'Nieznany rodzaj formularza.']);

/** Values of every kind for a field: missing, wrong types, empty, too long, nested nonsense. */
const wrongValues: unknown[] = [
  undefined,
  null,
  0,
  -1,
  1.5,
  true,
  '',
  ' ',
  'x'.repeat(70_000),
  [],
  [{}],
  [{ name: 'a.pdf', size: -1 }],
  [{ name: '', size: 1.5 }],
  {},
  { latePayments: 'tak' },
  '\u3164\u3164\u3164',
  'not-an-email',
  '2026-13-45',
];

/** Every path of a body, nested ones included ("calculation.debts.0.balance"). */
function pathsOf(value: unknown, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== 'object') return [prefix];
  const entries = Array.isArray(value)
    ? value.map((item, i) => [String(i), item] as const)
    : Object.entries(value);
  return [prefix, ...entries.flatMap(([key, item]) => pathsOf(item, [...prefix, key]))];
}

function withValue(body: Record<string, unknown>, path: string[], value: unknown) {
  const copy = structuredClone(body);
  let target: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
  const last = path.at(-1);
  if (last === undefined) return value;
  if (value === undefined) Reflect.deleteProperty(target, last);
  else target[last] = value;
  return copy;
}

test('every field error of every form, for every wrong value, is Polish', () => {
  let cases = 0;
  const english: string[] = [];
  for (const kind of leadKinds) {
    const body = bodyOf(kind, {
      submissionId: crypto.randomUUID(),
      consentVersion: CONSENT_VERSION,
    });
    for (const path of pathsOf(body).filter((p) => p.length > 0 && p[0] !== 'formType')) {
      for (const value of wrongValues) {
        const result = parseLead(withValue(body, path, value));
        cases += 1;
        if (result.success) continue;
        for (const [field, message] of Object.entries(result.fieldErrors)) {
          if (!polish.has(message))
            english.push(
              `${kind} ${path.join('.')}=${String(value).slice(0, 20)}: ${field}: ${message}`,
            );
        }
      }
    }
  }
  assert(cases > 1000, `walked ${cases} cases`);
  assertEquals(english, []);
});

const parsedValue = (kind: LeadKind, changes: Record<string, unknown>, field: string) => {
  const result = parseLead(bodyOf(kind, changes));
  assert(result.success, JSON.stringify(!result.success && result.fieldErrors));
  return (result.lead.data as Record<string, unknown>)[field];
};

test('no tab or other control character is stored in a single-line field', () => {
  assertEquals(parsedValue('contact', { name: 'Jan\tNowak' }, 'name'), 'Jan Nowak');
  assertEquals(parsedValue('contact', { phone: '600\t100\t200' }, 'phone'), '600 100 200');
  const files = parsedValue(
    'application',
    { uploadedFiles: [{ name: 'a\tb.pdf', size: 1 }] },
    'uploadedFiles',
  );
  assertEquals(files, [{ name: 'a b.pdf', size: 1 }]);
  // A message keeps its lines; a tab in it is harmless text.
  assertEquals(parsedValue('contact', { message: 'a\r\nb' }, 'message'), 'a\nb');
});

test('the phone spellings people type pass; what is no phone number is refused', () => {
  for (const phone of [
    '(+48) 600-100-200',
    '0048 600 100 200',
    '600100200',
    '+48600100200',
    '+48 (0) 600 100 200',
    '+44 20 7946 0958',
  ]) {
    assertEquals(parsedValue('quick-contact', { phone }, 'phone'), phone);
  }
  for (const [phone, message] of [
    ['600 100 20', messages.phoneTooShort],
    ['+48 600 100 2000', messages.phoneInvalid],
    ['600 100 200 wew. 12', messages.phoneInvalid],
  ] as const) {
    const result = parseLead(bodyOf('quick-contact', { phone }));
    assertEquals(!result.success && result.fieldErrors.phone, message, phone);
  }
});

test('a name needs two visible letters; fillers that look blank do not count', () => {
  for (const name of ['\u3164\u3164\u3164', '\u2800\u2800 \u115f', 'J']) {
    const result = parseLead(bodyOf('contact', { name }));
    assert(!result.success && result.fieldErrors.name, name);
  }
  assertEquals(parsedValue('contact', { name: 'Ed' }, 'name'), 'Ed');
});

test('files are capped at what the picker takes; the consent version is a published one', () => {
  const files = (count: number) =>
    Array.from({ length: count }, (_, i) => ({ name: `${i}.pdf`, size: 1 }));
  assert(parseLead(bodyOf('application', { uploadedFiles: files(MAX_FILES) })).success);
  const over = parseLead(bodyOf('analysis', { uploadedFiles: files(MAX_FILES + 1) }));
  assertEquals(!over.success && over.fieldErrors.uploadedFiles, messages.tooMany);
  for (const consentVersion of ['<script>alert(1)</script>', '9999-12-31', '2026-11-28']) {
    const result = parseLead(bodyOf('contact', { consentVersion }));
    assertEquals(!result.success && result.fieldErrors.consentVersion, messages.invalidValue);
  }
  assert(parseLead(bodyOf('contact', { consentVersion: '2025-05-15' })).success);
  assertEquals(Object.keys(bodies).length, leadKinds.length);
});
