/**
 * What the copy may say about the company's registry numbers: a page names a number as shown in the
 * footer only once the owner has supplied it (src/content/company.ts); until then it points to the
 * register itself and names no number.
 */
import { company, isPending } from './company';

const knfNumberKnown = !isPending(company.knfRegisterNumber);

/** Where the visitor checks the KNF register entry. */
export const knfEntryCheck = knfNumberKnown
  ? `Numer wpisu (${company.knfRegisterNumber}) podajemy w stopce strony, a sam wpis możesz sprawdzić w rejestrze na stronie KNF.`
  : 'Wpis możesz sprawdzić w rejestrze pośredników kredytowych na stronie KNF.';

/** The company's identifiers the footer and /o-nas show, by name, only those already supplied. */
const shownIdentifiers = [
  ['KRS', company.krs],
  ['NIP', company.nip],
  ['REGON', company.regon],
  ['numer wpisu do rejestru pośredników kredytowych KNF', company.knfRegisterNumber],
]
  .filter(([, value]) => value !== undefined && !isPending(value))
  .map(([name]) => name);

function listed(names: readonly (string | undefined)[]): string {
  const words = names.filter((name): name is string => name !== undefined);
  return words.length < 2
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} i ${words[words.length - 1] ?? ''}`;
}

/** Where the company's data and the broker disclosure are. */
export const companyDataWhere =
  shownIdentifiers.length > 0
    ? `Pełne dane spółki, w tym ${listed(shownIdentifiers)}, znajdziesz w stopce strony i na stronie O nas.`
    : 'Informacje o pośredniku kredytowym – dane spółki, zakres umocowania i kredytodawców, na rzecz których działamy – znajdziesz w stopce strony i na stronie O nas.';
