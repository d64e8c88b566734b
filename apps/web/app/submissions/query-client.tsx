/**
 * TanStack Query's client for the parts of the site that call the content service from the browser: the forms
 * (their captcha configuration and their sends) and the open roles. Pages read their content through loaders
 * on the server, so the shell no longer needs a query client: each of those parts brings this one with its own
 * chunk, and a first visit to a page without them loads none of TanStack Query.
 */
import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, useContext, useState } from 'react';

let browserClient: QueryClient | undefined;

function siteQueryClient(): QueryClient {
  // docs/forms.md#states-and-errors shows no retry button; one quiet retry covers a network blip before the error state shows.
  const create = () => new QueryClient({ defaultOptions: { queries: { retry: 1 } } });
  // On the server a client per render: a shared one would carry one visitor's state into another's page.
  if (typeof window === 'undefined') return create();
  // In the browser one client for the page session, shared by every form and list on the page and the next.
  browserClient ??= create();
  return browserClient;
}

/**
 * `Component`, inside the site's query client unless a provider above already gives one (a unit test's, with
 * its own retry rules).
 */
export function withQueryClient<Props extends object>(Component: ComponentType<Props>): ComponentType<Props> {
  function WithQueryClient(props: Props) {
    const outer = useContext(QueryClientContext);
    const [client] = useState(() => outer ?? siteQueryClient());
    if (outer) return <Component {...props} />;
    return (
      <QueryClientProvider client={client}>
        <Component {...props} />
      </QueryClientProvider>
    );
  }
  WithQueryClient.displayName = `WithQueryClient(${Component.displayName ?? Component.name})`;
  return WithQueryClient;
}
