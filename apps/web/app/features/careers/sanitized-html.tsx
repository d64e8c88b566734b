/**
 * HTML from the recruiting integration (Job_Description, Job_details: SPEC.md §3), sanitised with DOMPurify
 * before it reaches the page: a recruiter's copy-paste or a compromised recruiting account must not run
 * script on the site. Headings inside are demoted so they sit under the section's own h2.
 */
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

const ALLOWED_TAGS = ['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 'a', 'h3', 'h4', 'span', 'div'];

export function sanitizeJobHtml(html: string): string {
  const demoted = html.replace(/<(\/?)h[1-2](\s|>)/gi, '<$1h3$2');
  return DOMPurify.sanitize(demoted, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href', 'title'],
    ALLOW_DATA_ATTR: false,
  });
}

export function SanitizedHtml({ html, className = '' }: { readonly html: string; readonly className?: string }) {
  const clean = useMemo(() => sanitizeJobHtml(html), [html]);
  return (
    <div
      className={`max-w-none text-slate-700 dark:text-slate-300 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline dark:[&_a]:text-brand-300 [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-bold [&_h4]:mt-4 [&_h4]:font-bold [&_li]:mt-2 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6 ${className}`}
      // Sanitised above with an allow-list of tags and attributes.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
