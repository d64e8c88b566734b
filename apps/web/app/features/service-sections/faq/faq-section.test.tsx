import { agilitiLayout, subServiceLayout } from '@auralis/content-manifest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { item, pending, renderAt, stubContent } from '~/content/page-content-test-utils';
import { FaqSection } from './faq-section';

const ORM = '/digital-marketing-services/orm-service';
const faqs = [
  item(1, { question: 'How fast do you respond?', answer: 'Within four hours.', cta: 'Talk to us', path: '/contact' }),
  item(2, { question: 'Do you write replies?', answer: 'Yes, with your approval.', cta: null, path: null }),
];

afterEach(() => vi.unstubAllGlobals());

describe('FaqSection', () => {
  it('shows a spinner while loading', () => {
    pending();
    renderAt(ORM, <FaqSection pagePath={ORM} layout={subServiceLayout('orm-service')} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the questions');
  });

  it('shows the error message when the read fails', async () => {
    stubContent({ '/api/service-faqs/7': [] }, 503);
    renderAt(ORM, <FaqSection pagePath={ORM} layout={subServiceLayout('orm-service')} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('503');
  });

  it('shows a FAQ label, closed items, and an item CTA to its path', async () => {
    stubContent({ '/api/service-faqs/7': faqs });
    renderAt(ORM, <FaqSection pagePath={ORM} layout={subServiceLayout('orm-service')} />);
    const trigger = await screen.findByRole('button', { name: 'How fast do you respond?' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/^FAQ$/);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Talk to us' })).toHaveAttribute('href', '/contact');
  });

  it('closes every item when the pathname changes', async () => {
    stubContent({ '/api/service-faqs/7': faqs });
    const { router } = renderAt(ORM, <FaqSection pagePath={ORM} layout={subServiceLayout('orm-service')} />);
    const trigger = await screen.findByRole('button', { name: 'How fast do you respond?' });
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await act(() => router.navigate('/digital-marketing-services/cro-services'));
    expect(screen.getByRole('button', { name: 'How fast do you respond?' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the page entry’s heading and an illustration on the dedicated-developers page', async () => {
    stubContent({ '/api/agiliti-root-faq-contents': faqs });
    const path = '/agiliti-hire-dedicated-developers';
    const faq = { title: 'FAQ', heading: 'Questions before you hire', description: 'Ask us anything else.' };
    renderAt(path, <FaqSection pagePath={path} layout={agilitiLayout} headings={{ faq }} />);
    await screen.findByRole('button', { name: 'Do you write replies?' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Questions before you hire');
    expect(screen.getByText('Ask us anything else.')).toBeInTheDocument();
    expect(screen.getByTestId('faq-illustration')).toBeInTheDocument();
  });

  it('shows the FAQ label alone on the dedicated-developers page when the editors removed its heading', async () => {
    stubContent({ '/api/agiliti-root-faq-contents': faqs });
    const path = '/agiliti-hire-dedicated-developers';
    renderAt(path, <FaqSection pagePath={path} layout={agilitiLayout} />);
    await screen.findByRole('button', { name: 'Do you write replies?' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/^FAQ$/);
    expect(screen.queryByTestId('faq-illustration')).not.toBeInTheDocument();
  });
});
