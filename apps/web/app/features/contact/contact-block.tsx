/**
 * docs/routes-and-shell.md#the-routes as the routes place it: an island (issue 18 item 5) that
 * hydrates as it nears the viewport. The block closes its pages, so a first screen loads none of its code;
 * the block itself is contact-block-section.tsx.
 */
import { island } from '~/components/ui/island';

import type { ContactBlockVariant } from '~/content/contact-entry';

export const ContactBlock = island<{ readonly variant: ContactBlockVariant }>(
  'contact-block',
  () => import('./contact-block-section').then((module) => module.ContactBlockSection),
  { when: 'visible', margin: '800px 0px' },
);
