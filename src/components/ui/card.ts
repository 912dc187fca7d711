/** Class names of the site's card surface, shared by every section that draws cards. */
export const cardClass = 'rounded-card border border-slate-200 bg-white p-6 shadow-card';

/**
 * A panel: a card that stands alone and holds a form or one block of the advisers' page, with
 * less padding on a phone. Add `grid` and a gap.
 */
export const panelClass = 'rounded-card border border-slate-200 bg-white p-5 shadow-card sm:p-6';
