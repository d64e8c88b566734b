/**
 * Looks shared by the form controls. `inverse` is for forms on a permanently dark band (the footer); the
 * default follows the light and dark themes.
 */
export type FieldTone = 'default' | 'inverse';

const base =
  'block w-full min-h-11 border px-4 py-2.5 text-base shadow-xs transition focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60';

const tones: Record<FieldTone, { normal: string; invalid: string }> = {
  default: {
    normal:
      'border-slate-300 bg-white text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-brand-600 dark:border-slate-600 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400 dark:focus-visible:border-brand-300 dark:focus-visible:outline-brand-300',
    invalid:
      'border-red-700 bg-white text-slate-900 placeholder:text-slate-500 focus-visible:outline-red-700 dark:border-red-400 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400 dark:focus-visible:outline-red-400',
  },
  inverse: {
    normal:
      'border-slate-600 bg-slate-900 text-white placeholder:text-slate-400 focus-visible:border-brand-300 focus-visible:outline-brand-300',
    invalid: 'border-red-400 bg-slate-900 text-white placeholder:text-slate-400 focus-visible:outline-red-300',
  },
};

/** `extra` adds layout classes; `shape` replaces the corner radius (the footer's pill-shaped field). */
export function controlClass(tone: FieldTone, invalid: boolean, extra = '', shape = 'rounded-xl'): string {
  return `${base} ${shape} ${invalid ? tones[tone].invalid : tones[tone].normal} ${extra}`.trim();
}

export const labelClass: Record<FieldTone, string> = {
  default: 'mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200',
  inverse: 'mb-2 block text-sm font-medium text-slate-200',
};

export const hintClass: Record<FieldTone, string> = {
  default: 'mt-1.5 text-sm text-slate-600 dark:text-slate-400',
  inverse: 'mt-2 text-xs text-slate-400',
};

export const errorClass: Record<FieldTone, string> = {
  default: 'mt-1.5 text-sm font-medium text-red-700 dark:text-red-400',
  inverse: 'mt-2 text-sm font-medium text-red-300',
};
