import type { ReactNode } from 'react';

/**
 * A lucide icon (ISC licence) drawn inline: the frame every lucide glyph shares (24-unit box, 2-unit round
 * stroke), with the icon's own paths as children. The shell's first-paint controls (the theme toggle, the cookie
 * banner) use it instead of lucide-react, whose runtime would be most of the page's first JavaScript.
 */
export function LineGlyph({ className, children }: { readonly className: string; readonly children: ReactNode }) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {children}
    </svg>
  );
}
