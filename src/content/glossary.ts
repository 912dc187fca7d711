import { typeset } from '@/lib/typography';

/**
 * The statutory terms a visitor meets beside the figures, each explained in a sentence or two in the
 * sense the consumer credit act (ustawa o kredycie konsumenckim, art. 5) gives it. One glossary: the
 * representative examples, the loan-terms panels and the calculator show these explanations on the
 * terms themselves (src/components/ui/term.tsx).
 */
export type GlossaryKey =
  | 'rrso'
  | 'totalCost'
  | 'totalPayable'
  | 'totalAmount'
  | 'commission'
  | 'brokerRemuneration'
  | 'variableRate'
  | 'fixedRate'
  | 'annuityInstalment';

export interface GlossaryEntry {
  /** The term as the act names it. */
  term: string;
  explanation: string;
}

export const glossary: Readonly<Record<GlossaryKey, GlossaryEntry>> = typeset({
  rrso: {
    term: 'Rzeczywista roczna stopa oprocentowania (RRSO)',
    explanation:
      'Całkowity koszt kredytu wyrażony jako procent całkowitej kwoty kredytu w skali roku. Obejmuje nie tylko odsetki, lecz także prowizje i inne opłaty, dlatego lepiej niż samo oprocentowanie pozwala porównać oferty.',
  },
  totalCost: {
    term: 'Całkowity koszt kredytu',
    explanation:
      'Koszty, które ponosisz w związku z umową ponad pożyczoną kwotę: odsetki, prowizje i opłaty, a także usługi dodatkowe, np. ubezpieczenie, jeśli są warunkiem otrzymania kredytu.',
  },
  totalPayable: {
    term: 'Całkowita kwota do zapłaty',
    explanation:
      'Suma całkowitej kwoty kredytu i całkowitego kosztu kredytu, czyli wszystko, co oddasz przez cały czas trwania umowy.',
  },
  totalAmount: {
    term: 'Całkowita kwota kredytu',
    explanation:
      'Pieniądze, które kredytodawca udostępnia Ci na podstawie umowy, bez kredytowanych kosztów kredytu (na przykład skredytowanej prowizji).',
  },
  commission: {
    term: 'Prowizja',
    explanation:
      'Opłata kredytodawcy za udzielenie kredytu, zwykle procent jego kwoty. Wchodzi do całkowitego kosztu kredytu i do RRSO.',
  },
  brokerRemuneration: {
    term: 'Wynagrodzenie pośrednika kredytowego',
    explanation:
      'Opłata za usługę pośrednika, jeśli płacisz ją Ty. Poznajesz jej wysokość przed zawarciem umowy, a wlicza się ona do całkowitego kosztu kredytu i do RRSO.',
  },
  variableRate: {
    term: 'Oprocentowanie zmienne',
    explanation:
      'Stopa, która może się zmieniać w trakcie umowy: zwykle to wskaźnik rynkowy (np. WIBOR) i stała marża kredytodawcy. Gdy wskaźnik rośnie, rata rośnie, a gdy spada, rata maleje.',
  },
  fixedRate: {
    term: 'Oprocentowanie stałe',
    explanation:
      'Stopa ustalona w umowie na cały czas jej trwania albo na okres w niej wskazany. W tym czasie rata nie zmienia się razem ze stopami procentowymi na rynku.',
  },
  annuityInstalment: {
    term: 'Rata równa (annuitetowa)',
    explanation:
      'Rata tej samej wysokości co miesiąc, dopóki nie zmienia się oprocentowanie. Na początku spłaty więcej w niej odsetek, a z czasem coraz więcej spłacanego kapitału.',
  },
});
