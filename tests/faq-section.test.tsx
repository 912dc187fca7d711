import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FaqContent } from '@/sections/faq-section';
import { FaqSection } from '@/sections/faq-section';

const content: FaqContent = {
  title: 'Najczęstsze pytania',
  items: [
    { question: 'Czy analiza jest płatna?', answer: 'Nie. Analiza jest bezpłatna.' },
    {
      question: 'Kiedy płacę prowizję?',
      answer: 'Dopiero po uzyskaniu finansowania.\n\nNie pobieramy opłat z góry.',
    },
    { question: 'Czy jesteście bankiem?', answer: 'Nie, jesteśmy pośrednikiem kredytowym.' },
  ],
  link: { before: 'Masz inne pytanie?', text: 'Napisz do nas', path: '/kontakt' },
};

function faq() {
  return (
    <MemoryRouter>
      <FaqSection {...content} />
    </MemoryRouter>
  );
}

const trigger = (name: string) => screen.getByRole('button', { name });

/** The answer region, labelled by its question's button (closed ones too). */
function panelOf(question: string): HTMLElement {
  const panel = document.querySelector<HTMLElement>(
    `[role="region"][aria-labelledby="${trigger(question).id}"]`,
  );
  if (!panel) throw new Error(`No answer region for '${question}'.`);
  return panel;
}

describe('FaqSection', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('starts closed, with every answer already in the markup', () => {
    render(faq());
    for (const { question } of content.items) {
      expect(trigger(question)).toHaveAttribute('aria-expanded', 'false');
      expect(panelOf(question)).not.toBeVisible();
    }
    expect(panelOf('Kiedy płacę prowizję?')).toHaveTextContent(
      'Dopiero po uzyskaniu finansowania.',
    );
  });

  it('opens one answer at a time and closes it again on a second click', async () => {
    const user = userEvent.setup({ delay: null });
    render(faq());
    await user.click(trigger('Czy analiza jest płatna?'));
    expect(panelOf('Czy analiza jest płatna?')).toBeVisible();

    await user.click(trigger('Kiedy płacę prowizję?'));
    expect(panelOf('Kiedy płacę prowizję?')).toBeVisible();
    expect(panelOf('Czy analiza jest płatna?')).not.toBeVisible();
    expect(trigger('Czy analiza jest płatna?')).toHaveAttribute('aria-expanded', 'false');

    await user.click(trigger('Kiedy płacę prowizję?'));
    expect(panelOf('Kiedy płacę prowizję?')).not.toBeVisible();
    expect(trigger('Kiedy płacę prowizję?')).toHaveAttribute('aria-expanded', 'false');
  });

  it('names the items item-0, item-1, … in order', () => {
    const { container } = render(faq());
    const values = [...container.querySelectorAll('[data-value]')].map((item) =>
      item.getAttribute('data-value'),
    );
    expect(values).toEqual(['item-0', 'item-1', 'item-2']);
  });

  it('splits an answer into paragraphs on blank lines', () => {
    render(faq());
    const paragraphs = panelOf('Kiedy płacę prowizję?').querySelectorAll('p');
    expect([...paragraphs].map((p) => p.textContent)).toEqual([
      'Dopiero po uzyskaniu finansowania.',
      'Nie pobieramy opłat z góry.',
    ]);
  });

  it('shows the link under the questions', () => {
    render(faq());
    const link = screen.getByRole('link', { name: 'Napisz do nas' });
    expect(link).toHaveAttribute('href', '/kontakt');
    expect(link.parentElement).toHaveTextContent('Masz inne pytanie? Napisz do nas');
  });

  it('describes exactly the shown questions and answers as FAQPage JSON-LD', () => {
    const { container } = render(faq());
    const script = container.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? '{}') as {
      '@type': string;
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(data['@type']).toBe('FAQPage');
    const shownQuestions = screen
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(data.mainEntity.map((entry) => entry.name)).toEqual(shownQuestions);
    for (const entry of data.mainEntity) {
      const shownAnswer = [...panelOf(entry.name).querySelectorAll('p')]
        .map((p) => p.textContent)
        .join('\n\n');
      expect(entry.acceptedAnswer.text).toBe(shownAnswer);
    }
  });

  it('hydrates its prerendered HTML without a mismatch and then works', async () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(faq());
    document.body.append(host);
    expect(host).toHaveTextContent('Nie pobieramy opłat z góry.');

    const consoleError = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    const root = await act(async () =>
      hydrateRoot(host, faq(), { onRecoverableError: recoverable }),
    );
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();

    await userEvent.setup({ delay: null }).click(trigger('Czy jesteście bankiem?'));
    expect(panelOf('Czy jesteście bankiem?')).toBeVisible();
    act(() => root.unmount());
    host.remove();
  });
});
