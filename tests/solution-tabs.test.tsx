import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { TabsContent } from '@/sections/solution-tabs';
import { SolutionTabs } from '@/sections/solution-tabs';
import { opensInNewTab } from '@/content/labels';

const content: TabsContent = {
  opensInNewTab,
  title: 'Rozwiązania finansowe',
  tabs: [
    {
      id: 'pozyczki',
      title: 'Pożyczki',
      externalLink: {
        text: 'Więcej o konsolidacji chwilówek',
        href: 'https://example.pl/chwilowki',
      },
      intro: 'Połącz zobowiązania w jedną ratę.',
      items: [
        {
          title: 'Pożyczka konsolidacyjna',
          text: 'Jedna rata.',
          link: { text: 'Sprawdź pożyczkę', path: '/pozyczka-konsolidacyjna' },
        },
        {
          title: 'Konsolidacja chwilówek',
          text: 'Koniec z chwilówkami.',
          link: { text: 'Sprawdź konsolidację', path: '/konsolidacja-chwilowek' },
        },
      ],
    },
    {
      id: 'trudne',
      title: 'Trudne kredyty',
      intro: 'Gdy bank odmówił.',
      items: [
        {
          title: 'Kredyt przy niskiej zdolności',
          text: 'Szukamy rozwiązania.',
          link: { text: 'Dowiedz się więcej', path: '/kredyt-bez-zdolnosci-kredytowej' },
        },
      ],
    },
    {
      id: 'zawody',
      title: 'Kredyty dla wybranych zawodów',
      intro: 'Oferty dla zawodów.',
      items: [
        {
          title: 'Dla medyków',
          text: 'Lekarze i pielęgniarki.',
          link: { text: 'Oferta dla medyków', path: '/kredyt-dla-pracownikow-medycznych' },
        },
      ],
    },
  ],
};

function renderTabs() {
  const user = userEvent.setup({ delay: null });
  render(
    <MemoryRouter>
      <SolutionTabs {...content} />
    </MemoryRouter>,
  );
  return { user, tabs: screen.getAllByRole('tab') };
}

function selectedTab(): HTMLElement {
  return screen.getByRole('tab', { selected: true });
}

describe('SolutionTabs', () => {
  it('wires tabs and panels and starts on the first tab, with one tab stop', () => {
    const { tabs } = renderTabs();
    expect(screen.getByRole('tablist', { name: 'Rozwiązania finansowe' })).toBeInTheDocument();
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Pożyczki',
      'Trudne kredyty',
      'Kredyty dla wybranych zawodów',
    ]);
    expect(selectedTab()).toBe(tabs[0]);
    expect(tabs.map((tab) => tab.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    for (const tab of tabs) {
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      expect(panel).toHaveAttribute('role', 'tabpanel');
      expect(panel).toHaveAttribute('aria-labelledby', tab.id);
    }
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Pożyczki');
  });

  it('keeps every panel and link in the HTML, hiding the inactive ones', () => {
    const { container } = render(
      <MemoryRouter>
        <SolutionTabs {...content} />
      </MemoryRouter>,
    );
    const hrefs = [...container.querySelectorAll('a[href^="/"]')].map((a) =>
      a.getAttribute('href'),
    );
    expect(hrefs).toEqual([
      '/pozyczka-konsolidacyjna',
      '/konsolidacja-chwilowek',
      '/kredyt-bez-zdolnosci-kredytowej',
      '/kredyt-dla-pracownikow-medycznych',
    ]);
    const panels = container.querySelectorAll('[role="tabpanel"]');
    expect([...panels].map((panel) => panel.hasAttribute('hidden'))).toEqual([false, true, true]);
  });

  it('selects a tab on click and shows its panel', async () => {
    const { user, tabs } = renderTabs();
    await user.click(tabs[1] as HTMLElement);
    expect(selectedTab()).toBe(tabs[1]);
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAccessibleName('Trudne kredyty');
    expect(within(panel).getByRole('link', { name: /Dowiedz się więcej/ })).toHaveAttribute(
      'href',
      '/kredyt-bez-zdolnosci-kredytowej',
    );
    expect(screen.queryByText('Połącz zobowiązania w jedną ratę.')).not.toBeVisible();
  });

  it('moves focus and selection with ArrowRight/ArrowLeft (wrapping), Home and End', async () => {
    const { user, tabs } = renderTabs();
    await user.tab();
    expect(tabs[0]).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveFocus();
    expect(selectedTab()).toBe(tabs[1]);
    expect(tabs.map((tab) => tab.getAttribute('tabindex'))).toEqual(['-1', '0', '-1']);

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tabs[0]).toHaveFocus();

    await user.keyboard('{ArrowLeft}');
    expect(tabs[2]).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Kredyty dla wybranych zawodów');

    await user.keyboard('{Home}');
    expect(selectedTab()).toBe(tabs[0]);
    await user.keyboard('{End}');
    expect(selectedTab()).toBe(tabs[2]);
    expect(tabs[2]).toHaveFocus();
  });

  it('leaves the tabs with Tab into the active panel', async () => {
    const { user, tabs } = renderTabs();
    await user.click(tabs[1] as HTMLElement);
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('opens the external link of a tab in a new, isolated tab and says so', () => {
    renderTabs();
    const link = screen.getByRole('link', { name: /Więcej o konsolidacji chwilówek/ });
    expect(link).toHaveAttribute('href', 'https://example.pl/chwilowki');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName(
      'Więcej o konsolidacji chwilówek (otwiera się w nowej karcie)',
    );
    expect(within(screen.getByRole('tabpanel')).getByRole('link', { name: /Więcej o/ })).toBe(link);
  });
});
