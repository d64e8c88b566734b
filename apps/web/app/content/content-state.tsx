/**
 * The error state of a content block (docs/content-and-editing.md): the error message centred in a 300 px high box.
 */
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
