import type { Ref, SelectHTMLAttributes } from 'react';

import { controlClass, type FieldTone } from './field-styles';

export interface SelectControlProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  readonly options: readonly string[];
  /** The empty first choice. */
  readonly placeholder?: string;
  readonly tone?: FieldTone;
  readonly invalid?: boolean;
  readonly ref?: Ref<HTMLSelectElement>;
}

/** A native select: the platform's own keyboard and screen-reader behaviour on every device. */
export function SelectControl({
  options,
  placeholder = 'Select an option',
  tone = 'default',
  invalid = false,
  className = '',
  ...props
}: SelectControlProps) {
  return (
    <select {...props} className={controlClass(tone, invalid, `appearance-auto ${className}`)}>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </select>
  );
}
