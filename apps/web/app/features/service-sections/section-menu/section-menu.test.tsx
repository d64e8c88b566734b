import { subServiceLayout } from '@auralis/content-manifest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { BELOW_THE_FOLD_PX, SectionMenu } from './section-menu';

/** The observers the menu creates, so a test can deliver their reports by hand. */
const observers: { readonly rootMargin: string; readonly report: (entries: object[]) => void }[] = [];

beforeEach(() => {
  observers.length = 0;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: object[]) => void, options: { rootMargin: string }) {
        observers.push({ rootMargin: options.rootMargin, report: callback });
      }
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal('scrollTo', vi.fn());
});
afterEach(() => vi.unstubAllGlobals());

describe('SectionMenu', () => {
  it('is a nav of links chosen by slug, the first marked current', () => {
    render(<SectionMenu tabs={subServiceLayout('orm-service').tabs} />);
    const nav = screen.getByRole('navigation', { name: 'Sections of this page' });
    const links = screen.getAllByRole('link');
    expect(nav).toContainElement(links[0] ?? null);
    expect(links.map((link) => link.textContent)).toEqual([
      'Overview',
      'Services',
      'Benefits',
      'Why Choose Us?',
      'Industries',
      'FAQ',
    ]);
    expect(links[0]).toHaveAttribute('aria-current', 'location');
  });

  it('marks the tab of the section the address points to, as after a tab followed before the code was here', () => {
    window.history.replaceState(null, '', '#section-faq');
    render(<SectionMenu tabs={subServiceLayout('orm-service').tabs} />);
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'location');
    expect(screen.getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
    window.history.replaceState(null, '', window.location.pathname);
  });

  it('scrolls a section to 170 px below the top and marks its tab', async () => {
    render(
      <>
        <SectionMenu tabs={subServiceLayout('cro-services').tabs} />
        <section id="section-benefits" />
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Benefits' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: -170, behavior: 'smooth' });
    expect(screen.getByRole('link', { name: 'Benefits' })).toHaveAttribute('aria-current', 'location');
    expect(screen.getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
  });

  it('jumps without animation under prefers-reduced-motion', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query === '(prefers-reduced-motion: reduce)',
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      })),
    );
    render(
      <>
        <SectionMenu tabs={subServiceLayout('cro-services').tabs} />
        <section id="section-faq" />
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: -170, behavior: 'instant' });
  });

  it('keeps a clicked tab while its scroll runs, even if a late report says the page was back at the top', async () => {
    render(
      <>
        <SectionMenu tabs={subServiceLayout('cro-services').tabs} />
        <section id="section-overview" data-section="overview" />
        <section id="section-faq" data-section="faq" />
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'FAQ' }));
    // Reported after the click, about the moment before it: the first section in the lower half of the screen.
    const backToTop = observers.find((observer) => observer.rootMargin === `-50% 0px ${BELOW_THE_FOLD_PX}px 0px`);
    expect(backToTop).toBeDefined();
    act(() => backToTop?.report([{ isIntersecting: true, boundingClientRect: { top: window.innerHeight - 10 } }]));
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'location');
  });
});
