/**
 * The warning that advertising of credit must carry under the second consumer credit directive,
 * Directive (EU) 2023/2225, art. 8 ("a clear and prominent message to draw the attention of
 * consumers to the fact that borrowing money costs money"), applicable from 20 November 2026.
 * The wording is the Polish draft act's. Once the Polish act transposing the directive is in force,
 * its exact wording replaces this constant; it is the only place the warning is written, so every
 * page, the hero beside the first advertised rate and the footer follow.
 */
export const creditWarning = 'Uwaga! Pożyczanie pieniędzy kosztuje';
