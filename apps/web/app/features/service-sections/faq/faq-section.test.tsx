import { agilitiLayout, subServiceLayout } from '@auralis/content-manifest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { item, pending, renderAt, stubContent } from '~/content/page-content-test-utils';
import { FaqSection } from './faq-section';

const ORM = '/digital-marketing-services/orm-service';
const faqs = [
  item(1, { question: 'How fast do you respond?', answer: 'Within four hours.', cta: 'Talk to us', path: '/contact' }),
  item(2, { question: 'Do you write replies?', answer: 'Yes, with your approval.', cta: '', path: '' }),
];

afterEach(() => vi.unstubAllGlobals());

describe('FaqSection', () => {
  it('shows a spinner while loading', () => {
    pending();
    renderAt(ORM, <FaqSection pagePath={ORM} layout={subServiceLayout('orm-service')} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the questions');
  });

  it('shows the error message when the read fails', async () => {
    stubContent({ faq: [] }, 503);
    renderAt(ORM, <FaqSection pagePath={ORM} layout={subServiceLayout('orm-service')} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('503');
  });

  it('shows a FAQ label, closed items with their answers in the page, and an item CTA to its path', async () => {
    stubContent({ faq: faqs });
    renderAt(ORM, <FaqSection pagePath={ORM} layout={subServiceLayout('orm-service')} />);
    const question = await screen.findByText('How fast do you respond?');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/^FAQ$/);
    const item = question.closest('details');
    expect(question.closest('summary')).not.toBeNull();
    expect(item).not.toHaveAttribute('open');
    // In the markup while closed: find-in-page, link previews and readers without JavaScript have it.
    expect(item).toHaveTextContent('Within four hours.');
    await userEvent.click(question);
    expect(item).toHaveAttribute('open');
    expect(screen.getByRole('link', { name: 'Talk to us' })).toHaveAttribute('href', '/contact');
  });

  it('opens one item at a time (one accordion)', async () => {
    stubContent({ faq: faqs });
    renderAt(ORM, <FaqSection pagePath={ORM} layout={subServiceLayout('orm-service')} />);
    const items = (await screen.findAllByTestId('faq-item')) as HTMLDetailsElement[];
    const names = new Set(items.map((item) => item.getAttribute('name')));
    expect(names.size).toBe(1);
    expect([...names][0]).toBeTruthy();
  });

  it('moves between the questions with the arrows, Home and End', async () => {
    stubContent({ faq: faqs });
    renderAt(ORM, <FaqSection pagePath={ORM} layout={subServiceLayout('orm-service')} />);
    const first = (await screen.findByText('How fast do you respond?')).closest('summary') as HTMLElement;
    const second = screen.getByText('Do you write replies?').closest('summary') as HTMLElement;
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(first).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(second).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(first).toHaveFocus();
  });

  it('closes every item when the pathname changes', async () => {
    stubContent({ faq: faqs });
    const { router } = renderAt(ORM, <FaqSection pagePath={ORM} layout={subServiceLayout('orm-service')} />);
    await userEvent.click(await screen.findByText('How fast do you respond?'));
    expect(screen.getAllByTestId('faq-item')[0]).toHaveAttribute('open');
    await act(() => router.navigate('/digital-marketing-services/cro-services'));
    expect(screen.getAllByTestId('faq-item')[0]).not.toHaveAttribute('open');
  });

  it('shows the page entry’s heading and an illustration on the dedicated-developers page', async () => {
    stubContent({ faq: faqs });
    const path = '/agiliti-hire-dedicated-developers';
    const faq = { title: 'FAQ', heading: 'Questions before you hire', description: 'Ask us anything else.' };
    renderAt(path, <FaqSection pagePath={path} layout={agilitiLayout} headings={{ faq }} />);
    await screen.findByText('Do you write replies?');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Questions before you hire');
    expect(screen.getByText('Ask us anything else.')).toBeInTheDocument();
    expect(screen.getByTestId('faq-illustration')).toBeInTheDocument();
  });

  it('shows the FAQ label alone on the dedicated-developers page when the editors removed its heading', async () => {
    stubContent({ faq: faqs });
    const path = '/agiliti-hire-dedicated-developers';
    renderAt(path, <FaqSection pagePath={path} layout={agilitiLayout} />);
    await screen.findByText('Do you write replies?');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/^FAQ$/);
    expect(screen.queryByTestId('faq-illustration')).not.toBeInTheDocument();
  });
});
