// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  CHECKER_LAGS,
  type NuMessage,
  formatMessage,
  lagOf,
  sortMessages,
} from '../scripts/lib/nu-checker';

const FILE = 'file:/site/dist/cookies/index.html';

/** A message as the checker reports it, flagging `markup` inside some source. */
function reported(message: string, markup = '', line = 28): NuMessage {
  const before = 'et(50%)]">';
  return {
    type: 'error',
    url: FILE,
    lastLine: line,
    firstColumn: 21822,
    lastColumn: 21858,
    message,
    extract: `${before}${markup}<th ro`,
    hiliteStart: before.length,
    hiliteLength: markup.length,
  };
}

const roleOn = (element: string) =>
  `The 'role' attribute must not be used on a '${element}' element which has a 'table' ancestor with no 'role' attribute, or with a 'role' attribute whose value is 'table', 'grid', or 'treegrid'.`;
const blocking =
  "A 'link' element with a 'blocking' attribute must have a 'rel' attribute whose value is 'stylesheet'.";

describe("the Nu HTML Checker's named lags", () => {
  it('drops a lag and keeps a real error of the same file', () => {
    const lag = reported("CSS: Unrecognized at-rule '@property'");
    const real = reported(
      "Element 'div' not allowed as child of element 'span' in this context.",
      '<div>',
      30,
    );
    const { errors, ignored } = sortMessages([lag, real]);
    expect(errors).toEqual([real]);
    expect(ignored.get('CSS @property')).toBe(1);
    expect(formatMessage(real, '/site')).toBe(
      "dist/cookies/index.html:30:21822: Element 'div' not allowed as child of element 'span' in this context.\n    <div>",
    );
  });

  it("sets aside a table element's own role, never another one", () => {
    expect(lagOf(reported(roleOn('tr'), '<tr role="row" class="stacked:block">'))).toBeDefined();
    expect(lagOf(reported(roleOn('td'), '<td role="cell" class="x">'))).toBeDefined();
    expect(lagOf(reported(roleOn('th'), '<th role="rowheader" scope="row">'))).toBeDefined();
    expect(lagOf(reported(roleOn('th'), '<th role="columnheader" scope="col">'))).toBeDefined();

    expect(lagOf(reported(roleOn('td'), '<td role="button">'))).toBeUndefined();
    expect(lagOf(reported(roleOn('tr'), '<tr role="cell">'))).toBeUndefined();
    // The checker named no markup: nothing to judge the role by, so it stays an error.
    expect(lagOf(reported(roleOn('td')))).toBeUndefined();
  });

  it('sets aside blocking on an expect link only', () => {
    expect(
      lagOf(reported(blocking, '<link rel="expect" href="#stopka" blocking="render" />')),
    ).toBeDefined();
    expect(
      lagOf(reported(blocking, '<link rel="preload" href="/a.css" blocking="render" />')),
    ).toBeUndefined();
  });

  it('keeps the errors that are not the document’s: an unreadable file fails the check', () => {
    const io: NuMessage = { type: 'non-document-error', message: 'File not found' };
    expect(sortMessages([io]).errors).toEqual([io]);
  });

  it('gives every lag a reason', () => {
    for (const lag of CHECKER_LAGS) expect(lag.why.length).toBeGreaterThan(40);
    expect(new Set(CHECKER_LAGS.map(({ name }) => name)).size).toBe(CHECKER_LAGS.length);
  });
});
