/**
 * A first load's FAQ answers are in its markup once (html-only-text.tsx): the loader keeps them out of the data the
 * page hydrates from, the server's render takes them from the request, and the browser's from the markup.
 */
import { render, screen } from '@testing-library/react';
import type { AppLoadContext } from 'react-router';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { htmlOnlyText, HtmlOnlyTextProvider, useHtmlOnlyText, withHtmlOnlyTexts } from './html-only-text';

const contextFor = (deferContent: boolean) => ({ deferContent, htmlOnlyText: new Map() }) as unknown as AppLoadContext;

function Answer({ value }: { readonly value: string }) {
  const { text, key } = useHtmlOnlyText(value);
  return <p data-html-only={key}>{text}</p>;
}

describe('text a first load carries in its markup only', () => {
  it('is a reference in a first load’s data, and the text itself in an in-app navigation’s', () => {
    const first = contextFor(false);
    const reference = htmlOnlyText(first, 'faq#1', 'Within four hours.');
    expect(reference).not.toContain('Within four hours.');
    expect(first.htmlOnlyText.get('faq#1')).toBe('Within four hours.');
    expect(htmlOnlyText(contextFor(true), 'faq#1', 'Within four hours.')).toBe('Within four hours.');
  });

  it('renders on the server from the request, and in the browser from the markup it left', () => {
    const context = contextFor(false);
    const reference = htmlOnlyText(context, 'faq#1', 'Within four hours.');
    const html = renderToString(
      <HtmlOnlyTextProvider texts={context.htmlOnlyText}>
        <Answer value={reference} />
      </HtmlOnlyTextProvider>,
    );
    expect(html).toContain('Within four hours.');
    document.body.innerHTML = html;
    expect(withHtmlOnlyTexts({ items: [{ answer: reference }] })).toEqual({
      items: [{ answer: 'Within four hours.' }],
    });
    const { container } = render(<Answer value={reference} />);
    expect(container).toHaveTextContent('Within four hours.');
    document.body.innerHTML = '';
  });

  it('leaves a plain text as it is', () => {
    render(<Answer value="Yes, with your approval." />);
    expect(screen.getByText('Yes, with your approval.')).not.toHaveAttribute('data-html-only');
  });
});
