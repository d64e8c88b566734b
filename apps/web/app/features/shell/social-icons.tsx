import type { SocialLink } from '@auralis/site-config';
import { siFacebook, siInstagram, siX } from 'simple-icons';

/**
 * Brand marks come from simple-icons (CC0). LinkedIn is no longer in simple-icons at the owner's request,
 * so its "in" mark is drawn here as a plain monogram rather than the trademarked logo.
 */
const paths: Record<SocialLink['network'], string> = {
  Facebook: siFacebook.path,
  Instagram: siInstagram.path,
  X: siX.path,
  LinkedIn:
    'M3 3h18v18H3zM6.5 9.5V18h2.8V9.5zm1.4-4.2a1.6 1.6 0 1 0 0 3.2 1.6 1.6 0 0 0 0-3.2zM11 9.5V18h2.8v-4.4c0-1.2.4-2 1.5-2s1.4.9 1.4 2V18h2.8v-5c0-2.6-1.2-3.7-3.1-3.7a2.9 2.9 0 0 0-2.7 1.4V9.5z',
};

export function SocialIcon({ network }: { readonly network: SocialLink['network'] }) {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden focusable="false" fill="currentColor" fillRule="evenodd">
      <path d={paths[network]} />
    </svg>
  );
}
