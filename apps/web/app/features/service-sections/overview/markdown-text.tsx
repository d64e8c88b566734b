import Markdown from 'react-markdown';

/**
 * The overview's Markdown, in its own chunk: react-markdown and its parser are about half of a service
 * page's code, and the overview waits for its content anyway, so the two load side by side.
 */
export default function MarkdownText({ children }: { readonly children: string }) {
  return <Markdown>{children}</Markdown>;
}
