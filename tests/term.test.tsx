/**
 * The statutory terms explained where they appear (issue 27 part 6; spec §9 tooltip delays): the
 * served HTML has each term as plain text and hydrates as it is; the explanation opens on keyboard
 * focus at once, under a resting pointer after the delay (at once when another term has just
 * closed), and on a tap as a toggletip; Escape closes it; open, it describes its term.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Term } from '@/components/ui/term';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@/config/ui';
import { creditExamples, type CreditExampleProduct } from '@/content/figures';
import { glossary } from '@/content/glossary';
import { representativeExampleFor, standardLoanTerms } from '@/content/representative-example';
import { RepresentativeExample } from '@/sections/representative-example';

// The tooltip's code loads at the first term the visitor reaches; imported ahead here so a test
// waits for the behaviour, not for the module's transform.
beforeAll(async () => {
  await import('@/components/ui/term-tooltip');
});

afterEach(() => {
  vi.useRealTimers();
});

/** As the page reads it: the typeset no-break spaces as spaces (toHaveTextContent's view). */
const plain = (text: string) => text.replace(/\s+/g, ' ');
const rrso = plain(glossary.rrso.explanation);
const totalCost = plain(glossary.totalCost.explanation);
const term = (name: string) => screen.getByRole('button', { name });

function advance(milliseconds: number) {
  act(() => {
    vi.advanceTimersByTime(milliseconds);
  });
}

function twoTerms() {
  return render(
    <p>
      <Term explanation={glossary.rrso.explanation}>RRSO</Term> i{' '}
      <Term explanation={glossary.totalCost.explanation}>koszt</Term>
    </p>,
  );
}

describe('the served HTML of a representative example', () => {
  it('shows each term as plain text with no explanation, and hydrates without a mismatch', async () => {
    const example = representativeExampleFor('consolidation');
    const html = renderToString(<RepresentativeExample {...example} />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    expect(container.querySelector('[role="tooltip"]')).toBeNull();
    expect(container.textContent).not.toContain(rrso.slice(0, 40));
    const rrsoTerm = term('Rzeczywista roczna stopa oprocentowania (RRSO)');
    expect(rrsoTerm.tagName).toBe('BUTTON');

    const served = container.innerHTML;
    const recoverable = vi.fn();
    const root = hydrateRoot(container, <RepresentativeExample {...example} />, {
      onRecoverableError: recoverable,
    });
    try {
      await act(async () => {});
      expect(recoverable).not.toHaveBeenCalled();
      expect(container.innerHTML).toBe(served);
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });

  it.each(Object.keys(creditExamples) as CreditExampleProduct[])(
    'explains every statutory term of the %s example where it stands',
    (product) => {
      const { rows } = representativeExampleFor(product);
      const explained = rows.filter((row) => row.explanation).map((row) => row.label);
      expect(explained).toEqual(
        expect.arrayContaining([
          'Rzeczywista roczna stopa oprocentowania (RRSO)',
          'Całkowita kwota kredytu',
          'Całkowita kwota do zapłaty',
          'Całkowity koszt kredytu',
          'Wynagrodzenie pośrednika kredytowego',
        ]),
      );
      const rate = rows.find((row) => row.label === 'Stopa oprocentowania');
      const rateType = creditExamples[product].rateType === 'fixed' ? 'fixedRate' : 'variableRate';
      expect(rate?.valueTerms?.map((item) => item.explanation)).toEqual([
        glossary[rateType].explanation,
      ]);
      // A term the value does not name would silently go unexplained.
      for (const row of [...rows, ...standardLoanTerms().terms]) {
        for (const named of row.valueTerms ?? []) expect(row.value).toContain(named.text);
      }
    },
  );
});

describe('a term', () => {
  it('opens its explanation on keyboard focus and is described by it; Escape closes it', async () => {
    const user = userEvent.setup();
    twoTerms();
    await user.tab();

    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent(rrso);
    const rrsoTerm = term('RRSO');
    expect(rrsoTerm).toHaveFocus();
    expect(rrsoTerm).toHaveAccessibleDescription(glossary.rrso.explanation);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(rrsoTerm).not.toHaveAttribute('aria-describedby');
    expect(rrsoTerm).toHaveFocus();
  });

  it('opens under a resting pointer only after the delay, and at once just after another closed', async () => {
    vi.useFakeTimers();
    // Past the skip delay of a term closed in an earlier test.
    advance(TOOLTIP_SKIP_DELAY_MS);
    twoTerms();
    const mouse = { pointerType: 'mouse' };
    const swapped = () =>
      act(async () => {
        await vi.dynamicImportSettled();
      });

    // The pointer comes to rest on a term before the tooltip has replaced it: the delay counts from
    // then, though the pointer does not move again.
    fireEvent.pointerMove(term('RRSO'), mouse);
    await swapped();
    const first = term('RRSO');
    expect(first).toHaveAttribute('data-state', 'closed');
    advance(TOOLTIP_DELAY_MS - 1);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByRole('tooltip')).toHaveTextContent(rrso);

    // Moving along to the next term just after: it opens without waiting again.
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    fireEvent.pointerMove(term('koszt'), mouse);
    await swapped();
    advance(0);
    expect(screen.getByRole('tooltip')).toHaveTextContent(totalCost);
    const second = term('koszt');

    // Later than the skip delay, a term waits for the full delay again...
    fireEvent.keyDown(document.body, { key: 'Escape' });
    fireEvent.pointerLeave(second, mouse);
    advance(TOOLTIP_SKIP_DELAY_MS);
    fireEvent.pointerMove(first, mouse);
    advance(TOOLTIP_DELAY_MS - 1);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByRole('tooltip')).toHaveTextContent(rrso);

    // ...and the next one just after it opens at once.
    fireEvent.keyDown(document.body, { key: 'Escape' });
    fireEvent.pointerLeave(first, mouse);
    fireEvent.pointerMove(second, mouse);
    expect(screen.getByRole('tooltip')).toHaveTextContent(totalCost);
  });

  it('toggles on touch: a tap opens it at once, a second tap closes it, Escape too', async () => {
    const user = userEvent.setup();
    twoTerms();
    const tap = (name: string) => user.pointer({ keys: '[TouchA]', target: term(name) });

    await tap('koszt');
    expect(await screen.findByRole('tooltip')).toHaveTextContent(totalCost);
    expect(term('koszt')).toHaveAccessibleDescription(glossary.totalCost.explanation);

    await tap('koszt');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await tap('koszt');
    expect(screen.getByRole('tooltip')).toHaveTextContent(totalCost);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens at a tap made before the page had hydrated, replayed as a click', async () => {
    twoTerms();
    // The held press is replayed as the button's click() (src/hydration/held-actions.ts).
    term('RRSO').click();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(rrso);
  });
});
