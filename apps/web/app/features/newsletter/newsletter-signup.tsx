/**
 * The footer's newsletter sign-up as every page first sends it: the form's markup without its code. The
 * working form (react-hook-form, zod, the captcha client) is a separate chunk, loaded when the footer comes
 * within a screen of the viewport or the visitor reaches the field first, so it is not part of the
 * JavaScript a first visit downloads (issue "Speed and accessibility gates": first visit at most 130 KB).
 *
 * Whatever the visitor typed into the placeholder, and the focus, carry over to the working form.
 */
import { type ComponentType, type FormHTMLAttributes, useEffect, useState } from 'react';

import { useNearViewport } from '~/components/ui/use-near-viewport';

import type { CarriedOverInput, NewsletterForm as NewsletterFormComponent } from './newsletter-form';
import { NewsletterFrame } from './newsletter-frame';

/** How far below the viewport the footer starts loading the form: about one phone screen. */
export const NEWSLETTER_LOAD_MARGIN_PX = 800;

type LoadedForm = ComponentType<{ readonly takeOver?: () => CarriedOverInput }>;

/** What the visitor did in the placeholder, as far as its field alone does not show it. */
class PlaceholderInput {
  private field: HTMLInputElement | null = null;
  private left = false;
  private submitRequested = false;

  /** The placeholder's field, as React attaches and detaches it (a ref callback). */
  readonly attach = (field: HTMLInputElement | null): void => {
    this.field = field;
  };
  leave(): void {
    this.left = true;
  }
  /** Enter or Subscribe pressed before the form's code arrived: the working form sends it once it is there. */
  askToSubmit(): void {
    this.submitRequested = true;
  }

  /**
   * Read by the working form as it mounts, while this placeholder is still in the document: the field then holds
   * everything typed, whether or not React handled it, and has the focus if the visitor is in it.
   */
  read(): CarriedOverInput {
    const { field } = this;
    const email = field?.value ?? '';
    const focused = field !== null && field === field.ownerDocument.activeElement;
    // Text typed before the footer hydrated (it is an island, root.tsx) reached no handler, nor did leaving the
    // field: a field with text that the visitor has left was touched.
    return { email, focused, touched: this.left || (!focused && email !== ''), submitRequested: this.submitRequested };
  }
}

export function NewsletterSignup() {
  const { ref, near } = useNearViewport<HTMLFormElement>(NEWSLETTER_LOAD_MARGIN_PX, { orOnInteraction: true });
  const [input] = useState(() => new PlaceholderInput());
  const [loaded, setLoaded] = useState<{ readonly Form: LoadedForm } | null>(null);
  const [takenOver, setTakenOver] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!near) return;
    let current = true;
    import('./newsletter-form').then(
      ({ NewsletterForm }: { readonly NewsletterForm: typeof NewsletterFormComponent }) => {
        if (current) setLoaded({ Form: NewsletterForm });
      },
      (error: unknown) => {
        // The placeholder stays, its button disabled; a focus on it tries again.
        console.error('The newsletter form failed to load', error);
        if (current) ref.current?.addEventListener('focusin', () => setAttempt((count) => count + 1), { once: true });
      },
    );
    return () => {
      current = false;
    };
  }, [near, attempt, ref]);

  // The placeholder leaves only once the working form has read it and taken the focus, in the same task (a state
  // set in a layout effect commits before the browser handles another key press). When both changed in one commit,
  // the placeholder's field went, and the focus with it, before the form could look: what it read earlier missed
  // a focus that had arrived since, and the keys pressed until it refocused went to the page's body.
  const takeOver = () => {
    const carriedOver = input.read();
    setTakenOver(true);
    return carriedOver;
  };
  return (
    <>
      {loaded ? <loaded.Form takeOver={takeOver} /> : null}
      {takenOver ? null : (
        <NewsletterFrame
          formRef={ref}
          formProps={
            {
              // Subscribe pressed (or Enter) before the form's code arrived: the working form sends it on arrival. The
              // button is only aria-disabled (issue 33, item 2), so a press made before the page hydrated, which the
              // event contract plays again, reaches this form too.
              onSubmit: (event) => {
                event.preventDefault();
                input.askToSubmit();
              },
              'data-placeholder': true,
            } as FormHTMLAttributes<HTMLFormElement>
          }
          renderInput={(attributes) => (
            <input
              {...attributes}
              ref={input.attach}
              name="email"
              onBlur={() => input.leave()}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.nativeEvent.isComposing) input.askToSubmit();
              }}
            />
          )}
          submitDisabled
          busy={false}
        />
      )}
    </>
  );
}
