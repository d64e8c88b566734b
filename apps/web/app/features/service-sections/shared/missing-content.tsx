import type { PageSection } from '@auralis/content-manifest';

import { ContentError } from '~/content/content-state';

import { sectionId } from './section-props';

/**
 * The layout table shows a section that the manifest gives this page no endpoint for. The manifest test
 * keeps this from happening; if it does, the reader sees an error box rather than a silent gap.
 */
export function MissingContent({ section }: { readonly section: PageSection }) {
  return (
    <section id={sectionId(section)} data-section={section} aria-label={section} className="container-page py-16">
      <ContentError message="This section has no content yet." />
    </section>
  );
}
