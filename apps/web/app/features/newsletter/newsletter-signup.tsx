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

type LoadedForm = ComponentType<{ readonly carriedOver?: CarriedOverInput }>;

/**
 * What the visitor did in the placeholder. The working form reads it in its mount effect, after the swap
 * has committed, so not even a key pressed while React renders the swap is lost.
 */
class PlaceholderInput implements CarriedOverInput {
  email = '';
  focused = false;
  touched = false;
  submitRequested = false;
  typed(value: string): void {
    this.email = value;
  }
  left(): void {
    this.touched = true;
  }
  leftFocused(focused: boolean): void {
    this.focused = focused;
  }
  /** Enter pressed before the form's code arrived: the working form sends it once it is there. */
  askedToSubmit(): void {
    this.submitRequested = true;
  }
}

export function NewsletterSignup() {
  const { ref, near } = useNearViewport<HTMLFormElement>(NEWSLETTER_LOAD_MARGIN_PX, { orOnInteraction: true });
  const [input] = useState(() => new PlaceholderInput());
  const [loaded, setLoaded] = useState<{ readonly Form: LoadedForm } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!near) return;
    let current = true;
    import('./newsletter-form').then(
      ({ NewsletterForm }: { readonly NewsletterForm: typeof NewsletterFormComponent }) => {
        if (!current) return;
        const field = ref.current?.querySelector('input');
        const focused = field !== null && field !== undefined && document.activeElement === field;
        // Text typed before the footer hydrated (it is an island, root.tsx) reached no handler: the field has
        // it, and a field with text that the visitor has left was touched.
        if (field && field.value !== input.email) {
          input.typed(field.value);
          if (!focused && field.value !== '') input.left();
        }
        input.leftFocused(focused);
        setLoaded({ Form: NewsletterForm });
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
  }, [near, attempt, input, ref]);

  if (loaded) return <loaded.Form carriedOver={input} />;
  return (
    <NewsletterFrame
      formRef={ref}
      formProps={
        { onSubmit: (event) => event.preventDefault(), 'data-placeholder': true } as FormHTMLAttributes<HTMLFormElement>
      }
      renderInput={(attributes) => (
        <input
          {...attributes}
          name="email"
          onInput={(event) => input.typed(event.currentTarget.value)}
          onBlur={() => input.left()}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.nativeEvent.isComposing) input.askedToSubmit();
          }}
        />
      )}
      submitDisabled
      busy={false}
    />
  );
}
