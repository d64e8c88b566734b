import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { type ContentResult, PageContentProvider } from '~/content/page-content';
import { item, media, pending, renderAt, stubContent } from '~/content/page-content-test-utils';
import { ServiceBanner } from './service-banner';

const PATH = '/experience-design-services/ui-design-services';
const banner = (
  <ServiceBanner
    pagePath={PATH}
    pageName="UI Design"
    eyebrow="Experience Design"
    breadcrumbs={<nav aria-label="Breadcrumb">Services</nav>}
  />
);

afterEach(() => vi.unstubAllGlobals());

describe('ServiceBanner (the hero of a service page)', () => {
  it('shows the banner: its title as the one h1, its text, its button and its picture', async () => {
    stubContent({
      banner: item(1, {
        title: 'Interfaces your users finish tasks in',
        description: 'We design screens that people understand at first sight.',
        CTA: 'Book a design review',
        url: '/contact',
        image: media('/uploads/banner-ui.svg'),
      }),
    });
    const { container } = renderAt(PATH, banner);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Interfaces your users finish tasks in');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Experience Design')).toBeInTheDocument();
    expect(screen.getByTestId('banner-text')).toHaveTextContent('We design screens that people understand');
    expect(screen.getByRole('link', { name: 'Book a design review' })).toHaveAttribute('href', '/contact');
    // The picture is fetched only where it shows, from the large breakpoint up.
    expect(container.querySelector('picture source')).toHaveAttribute('srcset', '/uploads/banner-ui.svg');
    expect(container.querySelector('picture source')).toHaveAttribute('media', '(min-width: 1024px)');
    expect(container.querySelector('picture img')?.getAttribute('src')).toMatch(/^data:image\/gif/);
  });

  it('shows no button when the banner has no link', async () => {
    stubContent({
      banner: item(1, { title: 'A title', description: 'A text.', CTA: 'Talk to us', url: '', image: null }),
    });
    renderAt(PATH, banner);
    await screen.findByText('A text.');
    expect(screen.queryByRole('link', { name: 'Talk to us' })).toBeNull();
  });

  it('keeps the page name as its heading, with a spinner, while the banner is on its way', () => {
    pending();
    renderAt(PATH, banner);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('UI Design');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the banner');
  });

  it('keeps the page name as its heading, with the error box, when the banner could not be read', async () => {
    stubContent({ banner: {} }, 500);
    renderAt(PATH, banner);
    expect(await screen.findByRole('alert')).toHaveTextContent('The content service answered 500');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('UI Design');
  });

  it('shows the banner’s title and picture once a navigation’s banner arrives, in place of the page name', async () => {
    // An in-app navigation: the loader answers with the banner on its way (a promise), which settles later.
    let arrive!: (result: ContentResult) => void;
    const onItsWay = new Promise<ContentResult>((resolve) => {
      arrive = resolve;
    });
    // Rendered inside an async act, as a navigation's render is followed by its effects.
    const { container } = await act(async () =>
      render(
        <PageContentProvider page={{ content: { banner: onItsWay } }}>
          <MemoryRouter>{banner}</MemoryRouter>
        </PageContentProvider>,
      ),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('UI Design');
    await act(async () => {
      arrive({
        ok: true,
        data: item(1, {
          title: 'Interfaces your users finish tasks in',
          description: 'We design screens that people understand at first sight.',
          CTA: '',
          url: '',
          image: media('/uploads/banner-ui.svg'),
        }),
      });
      await onItsWay;
    });
    expect(await screen.findByText('We design screens that people understand at first sight.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Interfaces your users finish tasks in');
    expect(container.querySelector('picture source')).toHaveAttribute('srcset', '/uploads/banner-ui.svg');
  });
});
