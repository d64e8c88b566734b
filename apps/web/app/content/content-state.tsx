/**
 * Loading, error and loaded states of a content block (SPEC.md §4 and §8): a spinner while loading; on
 * failure the error message centred in a 300 px high box; otherwise the content.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { Loader } from '~/components/ui/loader';

export const AREA_LIST_ERROR = 'Failed to fetch data. Please try again later.';

export function ContentError({ message }: { readonly message: string }) {
  return (
    <div
      role="alert"
      className="flex h-[300px] items-center justify-center px-6 text-center text-base font-medium text-red-700 dark:text-red-300"
      data-testid="content-error"
    >
      {message}
    </div>
  );
}

export function ContentState<T>({
  query,
  label,
  errorMessage,
  children,
}: {
  readonly query: UseQueryResult<T>;
  /** What is loading, for screen readers. */
  readonly label: string;
  /** A fixed message instead of the error's own (the service-area lists, SPEC.md §8). */
  readonly errorMessage?: string;
  readonly children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Loader label={`Loading ${label}`} className="h-[300px]" />;
  if (query.isError) return <ContentError message={errorMessage ?? query.error.message} />;
  return <>{children(query.data)}</>;
}
