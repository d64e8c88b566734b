import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useTypedBeforeHydration } from './typed-before-hydration';

interface Values {
  readonly name: string;
  readonly email: string;
  readonly topic: string;
}

const empty: Values = { name: '', email: '', topic: '' };

/** A form as the site's forms are built: react-hook-form's uncontrolled fields, checked on blur. */
function Form({ onStarted, report }: { readonly onStarted: () => void; readonly report: (state: string) => void }) {
  const { register, setValue, formState, getValues } = useForm<Values>({ mode: 'onTouched', defaultValues: empty });
  const registerKeepingTyped = useTypedBeforeHydration(register, setValue, onStarted);
  report(
    JSON.stringify({
      values: getValues(),
      dirty: formState.isDirty,
      touched: Object.keys(formState.touchedFields),
    }),
  );
  return (
    <form>
      <input aria-label="Name" {...registerKeepingTyped('name')} />
      <input aria-label="Email" {...registerKeepingTyped('email', { required: 'Required' })} />
      <select aria-label="Topic" {...registerKeepingTyped('topic')}>
        <option value="">Choose</option>
        <option value="hiring">Hiring</option>
      </select>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

function fieldIn<Element extends HTMLElement = HTMLInputElement>(container: HTMLElement, label: string): Element {
  const element = container.querySelector<Element>(`[aria-label="${label}"]`);
  if (!element) throw new Error(`no field ${label}`);
  return element;
}

/** The server's HTML in the document, `beforeCode` done to it by the visitor, then React hydrates it. */
async function hydrateAfter(beforeCode: (container: HTMLElement) => void) {
  const onStarted = vi.fn();
  const states: string[] = [];
  const report = (state: string) => states.push(state);
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form onStarted={onStarted} report={() => {}} />);
  document.body.append(container);
  beforeCode(container);
  await act(async () => {
    root = hydrateRoot(container, <Form onStarted={onStarted} report={report} />);
  });
  const field = (label: string) => fieldIn(container, label);
  const last = JSON.parse(states.at(-1) ?? '{}') as { values: Values; dirty: boolean; touched: string[] };
  return { field, onStarted, last };
}

describe('useTypedBeforeHydration', () => {
  it('keeps text typed and a choice made before the code arrived, as the visitor’s own input', async () => {
    const { field, onStarted, last } = await hydrateAfter((container) => {
      fieldIn(container, 'Name').value = 'Asha Rao';
      fieldIn<HTMLSelectElement>(container, 'Topic').value = 'hiring';
      const email = fieldIn(container, 'Email');
      email.focus();
      email.value = 'asha@';
    });
    expect(field('Name').value).toBe('Asha Rao');
    expect(field('Email').value).toBe('asha@');
    expect(field('Topic').value).toBe('hiring');
    expect(last.values).toEqual({ name: 'Asha Rao', email: 'asha@', topic: 'hiring' });
    expect(last.dirty).toBe(true);
    // Fields the visitor left count as touched (their messages show); the one still being typed in does not.
    expect(last.touched.sort()).toEqual(['name', 'topic']);
    expect(onStarted).toHaveBeenCalledTimes(1);
  });

  it('leaves an untouched form clean, and does not start anything', async () => {
    const { field, onStarted, last } = await hydrateAfter(() => {});
    expect(field('Name').value).toBe('');
    expect(last.dirty).toBe(false);
    expect(last.touched).toEqual([]);
    expect(onStarted).not.toHaveBeenCalled();
  });

  it('starts the form when the visitor focused it without typing yet', async () => {
    const { onStarted, last } = await hydrateAfter((container) => {
      fieldIn(container, 'Name').focus();
    });
    expect(last.dirty).toBe(false);
    expect(onStarted).toHaveBeenCalledTimes(1);
  });
});
