import { FileText, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';

import { FieldError, RequiredMark } from './form-field';
import { hintClass, labelClass } from './field-styles';

export interface FileFieldProps {
  readonly label: string;
  readonly accept: string;
  readonly file: File | null;
  readonly onChange: (file: File | null) => void;
  readonly required?: boolean;
  readonly hint?: string;
  readonly error?: string | null;
  readonly name?: string;
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** A native file input (keyboard and screen-reader support for free) that shows the chosen file and removes it. */
export function FileField({ label, accept, file, onChange, required, hint, error, name }: FileFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;

  // The native input keeps its file when the form clears `file` (a reset after sending): the browser would
  // still show the old name, and choosing that same file again would fire no change event. Not on the first run,
  // though: a file the visitor chose before the form's code arrived is still in the field then, and the event
  // contract's replay of that choice tells the form (docs/decisions/017-alive-from-the-first-paint.md).
  const firstRun = useRef(true);
  useEffect(() => {
    const input = inputRef.current;
    const chosenBeforeCode = firstRun.current && (input?.files?.length ?? 0) > 0;
    firstRun.current = false;
    if (file === null && input && !chosenBeforeCode) input.value = '';
  }, [file]);

  const remove = () => {
    onChange(null);
    if (inputRef.current) {
      inputRef.current.value = '';
      inputRef.current.focus();
    }
  };

  return (
    <div>
      <label htmlFor={id} className={labelClass.default}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="file"
        accept={accept}
        aria-describedby={describedBy}
        aria-invalid={Boolean(error)}
        aria-required={required || undefined}
        onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
        className="block w-full cursor-pointer rounded-xl border border-dashed border-slate-300 p-3 text-sm text-slate-700 file:mr-4 file:cursor-pointer file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-slate-600 dark:text-slate-300 dark:file:bg-slate-800 dark:file:text-brand-200 dark:focus-visible:outline-brand-300"
      />
      {file ? (
        <div
          className="mt-2 flex items-center gap-3 rounded-xl bg-slate-100 px-3 py-2 text-sm dark:bg-slate-800"
          data-testid="chosen-file"
        >
          <FileText aria-hidden className="size-4 shrink-0 text-brand-700 dark:text-brand-300" />
          <span className="min-w-0 flex-1 truncate text-slate-800 dark:text-slate-100">{file.name}</span>
          <span className="shrink-0 text-slate-600 dark:text-slate-400">{formatFileSize(file.size)}</span>
          <button
            type="button"
            onClick={remove}
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-200 dark:text-slate-300 dark:hover:bg-slate-700"
          >
            <X aria-hidden className="size-4" />
            <span className="sr-only">Remove {file.name}</span>
          </button>
        </div>
      ) : null}
      {error ? <FieldError id={errorId} message={error} /> : null}
      {hint ? (
        <p id={hintId} className={hintClass.default}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
