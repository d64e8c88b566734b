/**
 * What the contract recorded reaches a part's React handlers once it has hydrated (replay.ts): a held press is
 * pressed, typed text and a ticked box are told as changes, a field left is left.
 */
import { act, render, screen } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

import type { RecordedEvent } from './contract-types';
import { replayRecordedEvents } from './replay';

const record = (event: Event, target: Element, held: boolean): RecordedEvent => ({
  event,
  target,
  owner: document.documentElement,
  held,
});

/** Types into a field the way the browser does before any handler listens: past React's value tracker. */
function typeNatively(field: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);
}

/**
 * The server's HTML in the document, the visitor's typing done on it (`before`), then React hydrating it: as a page
 * whose code arrives late.
 */
async function hydrateAfter(element: ReactNode, before: (container: HTMLElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  before(container);
  await act(async () => {
    hydrateRoot(container, element);
  });
  return container;
}

describe('replayRecordedEvents', () => {
  it('tells a field’s typed text once and that it was left, in order', async () => {
    const changes = vi.fn();
    const left = vi.fn();
    const container = await hydrateAfter(
      <input
        aria-label="First name"
        defaultValue=""
        onChange={(event) => changes(event.target.value)}
        onBlur={(event) => left(event.target.value)}
      />,
      (html) => typeNatively(html.querySelector('input') as HTMLInputElement, ' John'),
    );
    const field = container.querySelector('input') as HTMLInputElement;
    expect(field.value).toBe(' John');
    replayRecordedEvents([
      record(new FocusEvent('focusin'), field, false),
      record(new Event('input'), field, false),
      record(new Event('input'), field, false),
      record(new FocusEvent('focusout'), field, false),
    ]);
    expect(changes.mock.calls).toEqual([[' John']]);
    expect(left).toHaveBeenCalledWith(' John');
    expect(field.value).toBe(' John');
    container.remove();
  });

  it('does not say a field was left while the visitor is back in it', () => {
    const left = vi.fn();
    render(<input aria-label="Email" onBlur={left} />);
    const field = screen.getByLabelText('Email');
    field.focus();
    replayRecordedEvents([record(new FocusEvent('focusout'), field, false)]);
    expect(left).not.toHaveBeenCalled();
  });

  it('tells a box the browser ticked, and leaves it ticked', () => {
    const changes = vi.fn();
    render(<input type="checkbox" aria-label="Currently Pursuing" onChange={(e) => changes(e.target.checked)} />);
    const box = screen.getByLabelText('Currently Pursuing') as HTMLInputElement;
    box.checked = true;
    replayRecordedEvents([record(new MouseEvent('click'), box, false)]);
    expect(changes.mock.calls).toEqual([[true]]);
    expect(box.checked).toBe(true);
  });

  it('tells the radio the visitor chose last', () => {
    function Choice() {
      const [kind, setKind] = useState('fresher');
      return (
        <>
          {['fresher', 'experienced'].map((value) => (
            <input
              key={value}
              type="radio"
              name="kind"
              aria-label={value}
              value={value}
              defaultChecked={value === 'fresher'}
              onChange={() => setKind(value)}
            />
          ))}
          <output>{kind}</output>
        </>
      );
    }
    render(<Choice />);
    const experienced = screen.getByLabelText('experienced') as HTMLInputElement;
    experienced.checked = true;
    replayRecordedEvents([record(new MouseEvent('click'), experienced, false)]);
    expect(screen.getByRole('status')).toHaveTextContent('experienced');
    expect(experienced.checked).toBe(true);
  });

  it('puts back the visitor’s choice when the form’s code set the group to its default as it hydrated', () => {
    const chosen = vi.fn();
    render(
      <>
        {['fresher', 'experienced'].map((value) => (
          <input key={value} type="radio" name="kind" aria-label={value} value={value} onChange={() => chosen(value)} />
        ))}
      </>,
    );
    const fresher = screen.getByLabelText('fresher') as HTMLInputElement;
    const experienced = screen.getByLabelText('experienced') as HTMLInputElement;
    // The visitor chose fresher, then experienced; the form's code then ticked its default, fresher.
    fresher.checked = true;
    replayRecordedEvents([
      { ...record(new MouseEvent('click'), fresher, false), checked: true },
      { ...record(new MouseEvent('click'), experienced, false), checked: true },
    ]);
    expect(experienced.checked).toBe(true);
    expect(chosen.mock.calls).toEqual([['experienced']]);
  });

  it('types back what the visitor typed when the form’s code emptied the field as it hydrated', () => {
    const changes = vi.fn();
    render(<input aria-label="Last name" onChange={(event) => changes(event.target.value)} />);
    const field = screen.getByLabelText('Last name') as HTMLInputElement;
    replayRecordedEvents([{ ...record(new Event('input'), field, false), value: 'Okafor' }]);
    expect(field.value).toBe('Okafor');
    expect(changes.mock.calls).toEqual([['Okafor']]);
  });

  it('presses a held button, and a held key on it does what the browser would have done', () => {
    const pressed = vi.fn();
    render(
      <button type="button" onClick={pressed}>
        Services
      </button>,
    );
    const button = screen.getByRole('button', { name: 'Services' });
    replayRecordedEvents([
      record(new MouseEvent('click', { bubbles: true }), button, true),
      record(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }), button, true),
    ]);
    expect(pressed).toHaveBeenCalledTimes(2);
  });

  it('leaves a key press to the handler that takes it', () => {
    const pressed = vi.fn();
    render(
      <button
        type="button"
        onClick={pressed}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
      >
        Menu
      </button>,
    );
    const button = screen.getByRole('button', { name: 'Menu' });
    replayRecordedEvents([
      record(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }), button, true),
    ]);
    expect(pressed).not.toHaveBeenCalled();
  });

  it('sends a held submission through the form’s own handler, never natively', () => {
    const submitted = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form aria-label="Newsletter sign-up" onSubmit={submitted}>
        <button type="submit">Subscribe</button>
      </form>,
    );
    const form = screen.getByRole('form', { name: 'Newsletter sign-up' });
    const submitter = screen.getByRole('button', { name: 'Subscribe' });
    const event = new SubmitEvent('submit', { submitter, cancelable: true, bubbles: true });
    replayRecordedEvents([record(event, form, true)]);
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('only follows a held link when the part’s code could not be loaded', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    render(
      <>
        <a href="/services">Services</a>
        <button type="button">Menu</button>
      </>,
    );
    replayRecordedEvents(
      [
        record(new MouseEvent('click'), screen.getByRole('link', { name: 'Services' }), true),
        record(new MouseEvent('click'), screen.getByRole('button', { name: 'Menu' }), true),
      ],
      true,
    );
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign.mock.calls[0]?.[0]).toMatch(/\/services$/);
    vi.unstubAllGlobals();
  });
});
