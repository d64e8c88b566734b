import { agilitiLayout, subServiceLayout } from '@auralis/content-manifest';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { item, media, pending, renderAt, stubContent } from '~/content/page-content-test-utils';
import { TechStackSection } from './tech-stack-section';

const PATH = '/digital-marketing-services/cro-services';
const section = <TechStackSection pagePath={PATH} layout={subServiceLayout('cro-services')} />;

afterEach(() => vi.unstubAllGlobals());

describe('TechStackSection', () => {
  it('shows a spinner, then the error when the read fails', async () => {
    pending();
    const first = renderAt(PATH, section);
    expect(screen.getByRole('status')).toBeInTheDocument();
    first.unmount();
    stubContent({ 'tech-stack': [] }, 500);
    renderAt(PATH, section);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('shows the groups from the content service', async () => {
    stubContent({
      'tech-stack': [
        item(1, {
          title: 'Testing',
          heading: 'Experiments',
          images: [{ ...media('/uploads/vwo.svg'), alternativeText: 'VWO' }],
        }),
      ],
    });
    renderAt(PATH, section);
    const groups = await screen.findByTestId('tech-stack-groups');
    expect(within(groups).getByRole('heading', { name: 'Testing' })).toBeInTheDocument();
    expect(within(groups).getByText('VWO')).toBeInTheDocument();
  });

  it('falls back to the seven default groups, without its heading on Agiliti, with no fetch', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const path = '/agiliti-hire-dedicated-developers';
    renderAt(path, <TechStackSection pagePath={path} layout={agilitiLayout} />);
    const titles = within(await screen.findByTestId('tech-stack-groups'))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Frontend', 'Backend', 'Mobile', 'Web', 'PWA', 'Cloud', 'Automation']);
    expect(screen.getByRole('heading', { level: 2 }).closest('header')).toHaveClass('sr-only');
    expect(fetch).not.toHaveBeenCalled();
  });
});
