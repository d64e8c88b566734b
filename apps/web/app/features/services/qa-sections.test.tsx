import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { item, pending, renderAt, stubContent } from '~/content/page-content-test-utils';

import { type QaHeadings, QaSections } from './qa-sections';

const QA = '/services/quality-assurance-services';
const QA_SECTIONS = ['qa-overview', 'qa-stands', 'qa-we-serve', 'qa-stack'];

/** The QA page entry's headings over the three lists, as an editor might have written them. */
const HEADINGS = {
  qaStandsHeading: { heading: 'Our testing values' },
  qaWeServeHeading: { heading: 'Teams we test for' },
  qaStackHeading: { heading: 'Tools we test with' },
};

const renderQa = (pagePath: string, headings: QaHeadings = HEADINGS) =>
  renderAt(pagePath, <QaSections pagePath={pagePath} headings={headings} />);

describe('QaSections (docs/service-pages.md#where-the-content-comes-from)', () => {
  it('shows a spinner for each of the four QA blocks while they are on their way', () => {
    pending();
    renderQa(QA);
    expect(screen.getAllByRole('status')).toHaveLength(QA_SECTIONS.length);
  });

  it('shows each read as its own section, and one failing read does not hide the others', async () => {
    // Every field of the content item, as the reader sends it: '' for an empty text, no pictures.
    const entry = (id: number, title: string) =>
      item(id, {
        title,
        heading: '',
        description: 'Text.',
        hexvalue: '',
        path: '',
        icon: null,
        image: null,
        images: [],
      });
    stubContent({
      'qa-overview': entry(1, 'QA overview'),
      'qa-we-serve': [entry(2, 'Item of qa-we-serve')],
      'qa-stack': [entry(2, 'Item of qa-stack')],
    });
    stubContent({ 'qa-stands': [] }, 500, { keep: true });
    renderQa(QA);
    expect(await screen.findByTestId('qa-overview')).toHaveTextContent('QA overview');
    expect(await screen.findByTestId('qa-we-serve')).toHaveTextContent('Item of qa-we-serve');
    expect(await screen.findByTestId('qa-stack')).toHaveTextContent('Item of qa-stack');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch data. Please try again later.');
    expect(screen.getByRole('heading', { name: 'Our testing values' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tools we test with' })).toBeInTheDocument();
  });

  it('shows a list whose heading the editors removed without one', () => {
    pending();
    const { qaWeServeHeading: _removed, ...headings } = HEADINGS;
    renderQa(QA, headings);
    expect(screen.getAllByRole('status')).toHaveLength(QA_SECTIONS.length);
    expect(screen.getByText('Loading who we test for')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Our testing values',
      'Tools we test with',
    ]);
  });

  it('renders nothing on an area without QA content', () => {
    pending();
    const { container } = renderQa('/services/ai-services');
    expect(container).toBeEmptyDOMElement();
  });
});
