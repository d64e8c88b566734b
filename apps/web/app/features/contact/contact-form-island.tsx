/**
 * The contact form on /contact as an island (issue 18 item 5): the server's HTML shows the whole form, and its
 * code (react-hook-form, zod, the captcha client, the sends: about 90 KB) loads only when the visitor reaches
 * for it: the pointer over it, a touch, or the focus in a field. Text typed while the code arrives stays
 * (contact-form.tsx reads it from the fields), and Enter or a press held meanwhile is played again.
 */
import { island } from '~/components/ui/island';

import type { ContactFormProps } from './contact-form';

export const ContactFormIsland = island<ContactFormProps>(
  'contact-form',
  () => import('./contact-form').then((module) => module.ContactForm),
  { when: 'interaction' },
);
