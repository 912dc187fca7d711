import { typeset } from '@/lib/typography';

/** The firm's standing promises (spec §1), worded once for every page's reassurance lists. */
export const promises = typeset({
  freeAnalysis: 'Bezpłatna i niezobowiązująca analiza',
  noUpfrontFee: 'Brak opłat z góry – prowizja dopiero po uzyskaniu finansowania',
  manyBanks: 'Porównanie ofert wielu banków',
} as const);
