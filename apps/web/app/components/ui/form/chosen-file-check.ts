/**
 * A chosen file is checked by its first bytes as well as its name and size as soon as it is chosen (issue 33,
 * item 8): a program renamed to .pdf is refused then, with the message the server would give it, not after Send.
 */
import { checkChosenFile, type UploadRule } from '@auralis/form-schemas';
import { useRef } from 'react';

/**
 * `check(field, file, report)` reads the first bytes of the file just chosen in `field` and reports what is wrong
 * with it (null when nothing is), unless another file was chosen there meanwhile: a check that ends after another
 * choice is not that choice's verdict. No file, no report. `what` names the file in the console when it cannot be
 * read.
 */
export function useChosenFileCheck(rule: UploadRule, what = 'file') {
  const chosen = useRef(new Map<string, File | null>());
  return (field: string, file: File | null, report: (problem: string | null) => void) => {
    chosen.current.set(field, file);
    if (!file) return;
    void checkChosenFile(rule, file).then(
      (problem) => {
        if (chosen.current.get(field) === file) report(problem);
      },
      (error: unknown) => console.error(`The chosen ${what} could not be read`, error),
    );
  };
}
