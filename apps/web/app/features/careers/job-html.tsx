/**
 * The recruiting provider's HTML (Job_Description, Job_details: docs/careers.md) as the job detail page shows it.
 * It arrives sanitized by the page's loader on the server (job-page-data.server.ts, an allow-list of tags and
 * attributes), which is what makes setting it as HTML safe; headings inside sit under the section's own h2.
 */
export function JobHtml({ html, className = '' }: { readonly html: string; readonly className?: string }) {
  return (
    <div
      className={`max-w-none text-slate-700 dark:text-slate-300 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline dark:[&_a]:text-brand-300 [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-bold [&_h4]:mt-4 [&_h4]:font-bold [&_li]:mt-2 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6 ${className}`}
      // Sanitized on the server with an allow-list (sanitizeJobHtml).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
