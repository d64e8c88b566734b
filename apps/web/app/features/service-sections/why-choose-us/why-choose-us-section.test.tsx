import { subServiceLayout, whyChooseGridWidth } from '@auralis/content-manifest';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { item, pending, renderAt, stubContent } from '~/content/page-content-test-utils';
import { WhyChooseUsSection } from './why-choose-us-section';

const PATH = '/digital-marketing-services/cro-services';
const reasons = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    item(index + 1, { title: `Reason ${index + 1}`, description: 'Because.' }),
  );
const section = <WhyChooseUsSection pagePath={PATH} layout={subServiceLayout('cro-services')} />;

afterEach(() => vi.unstubAllGlobals());

describe('WhyChooseUsSection', () => {
  it('narrows the grid to 650 px with exactly four items, 950 px otherwise', () => {
    expect(whyChooseGridWidth(4)).toBe(650);
    expect(whyChooseGridWidth(3)).toBe(950);
    expect(whyChooseGridWidth(5)).toBe(950);
    expect(whyChooseGridWidth(6)).toBe(950);
  });

  it.each([
    [4, '650px'],
    [6, '950px'],
  ])('renders %i reasons in a grid %s wide at most', async (count, width) => {
    stubContent({ 'why-choose-us': reasons(count) });
    renderAt(PATH, section);
    await screen.findByText(`Reason ${count}`);
    expect(screen.getByTestId('why-choose-grid')).toHaveStyle({ maxWidth: width });
  });

  it('shows a spinner, then the error', async () => {
    pending();
    const first = renderAt(PATH, section);
    expect(screen.getByRole('status')).toBeInTheDocument();
    first.unmount();
    stubContent({ 'why-choose-us': [] }, 500);
    renderAt(PATH, section);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
