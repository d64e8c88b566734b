import { subServiceLayout } from '@auralis/content-manifest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { item, pending, renderAt, stubContent } from '~/content/page-content-test-utils';
import { BenefitsSection } from './benefits-section';

const PATH = '/digital-marketing-services/b2b-seo-services';
const benefits = [
  item(1, { title: 'More qualified traffic', description: 'Visitors who search for what you sell.' }),
  item(2, { title: 'Lower cost per lead', description: 'Organic leads cost less each quarter.' }),
  item(3, { title: 'Compounding results', description: 'Pages keep ranking after the work ends.' }),
];
const section = <BenefitsSection pagePath={PATH} layout={subServiceLayout('b2b-seo-services')} />;

afterEach(() => vi.unstubAllGlobals());

describe('BenefitsSection', () => {
  it('shows a spinner while loading', () => {
    pending();
    renderAt(PATH, section);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the benefits');
  });

  it('shows the error centred in a 300 px box when the read fails', async () => {
    stubContent({ benefits: [] }, 500);
    renderAt(PATH, section);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveClass('h-[300px]', 'items-center', 'justify-center');
  });

  it('selects the first tab by default and another on click', async () => {
    stubContent({ benefits: benefits });
    renderAt(PATH, section);
    const first = await screen.findByRole('tab', { name: 'More qualified traffic' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Visitors who search for what you sell.');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('More qualified traffic');
    await userEvent.click(screen.getByRole('tab', { name: 'Lower cost per lead' }));
    expect(screen.getByRole('tab', { name: 'Lower cost per lead' })).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Organic leads cost less each quarter.');
  });

  it('moves between tabs with the arrow keys (APG tabs)', async () => {
    stubContent({ benefits: benefits });
    renderAt(PATH, section);
    const first = await screen.findByRole('tab', { name: 'More qualified traffic' });
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'Lower cost per lead' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Lower cost per lead' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('tab', { name: 'Compounding results' })).toHaveAttribute('aria-selected', 'true');
  });
});
