/**
 * The self-hosted proof-of-work captcha (docs/forms.md#how-a-submission-runs): the `altcha` web component, loaded only when
 * a visitor starts on a form (use-captcha.tsx imports this module lazily).
 *
 * Why `altcha/external` and our own workers: the default bundle starts its workers from `blob:` URLs, which
 * the site's Content-Security-Policy does not allow (worker-src falls back to script-src 'self'). Vite emits
 * these workers as files of our own origin instead, and nothing widens the policy.
 */
import 'altcha/external';

import type { AltchaWidgetElement } from 'altcha';
import Argon2idWorker from 'altcha/workers/argon2id?worker';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import ScryptWorker from 'altcha/workers/scrypt?worker';
import ShaWorker from 'altcha/workers/sha?worker';
import { type DetailedHTMLProps, type HTMLAttributes, useEffect, useRef } from 'react';

import type { CaptchaToken } from './captcha-token';

type AltchaWidgetAttributes = Pick<AltchaWidgetElement, 'auto' | 'challenge' | 'display' | 'name'>;

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- JSX's intrinsic elements live in a namespace
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': DetailedHTMLProps<HTMLAttributes<AltchaWidgetElement>, AltchaWidgetElement> &
        AltchaWidgetAttributes;
    }
  }
}

// Whichever algorithm the server's challenges name (altcha-lib supports these), a worker exists for it.
for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) {
  $altcha.algorithms.set(algorithm, () => new Pbkdf2Worker());
}
for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512']) {
  $altcha.algorithms.set(algorithm, () => new ShaWorker());
}
$altcha.algorithms.set('SCRYPT', () => new ScryptWorker());
$altcha.algorithms.set('ARGON2ID', () => new Argon2idWorker());

export interface AltchaCaptchaProps {
  readonly challengeUrl: string;
  readonly token: CaptchaToken;
}

export default function AltchaCaptcha({ challengeUrl, token }: AltchaCaptchaProps) {
  const widgetRef = useRef<AltchaWidgetElement>(null);

  useEffect(() => {
    const widget = widgetRef.current;
    if (!widget) return;
    let active = true;
    // The element may report one event twice (listeners added before it mounts are attached natively and
    // again by its component), so starting and solving are guarded against repeats.
    let started = false;
    let solving = false;

    const solve = () => {
      if (solving) return;
      solving = true;
      token.solvingStarted();
      widget
        .verify()
        .then((result) => {
          if (!active) return;
          if (result?.payload) token.solved(result.payload);
          else token.error();
        })
        .catch(() => {
          if (active) token.error();
        })
        .finally(() => {
          solving = false;
        });
    };
    const onExpired = () => {
      token.expired();
      solve();
    };
    const onStateChange = (event: Event) => {
      const { state } = (event as CustomEvent<{ state?: string }>).detail ?? {};
      if (state === 'error') token.error();
    };

    let detach = () => {};
    const start = () => {
      if (!active || started) return;
      started = true;
      detach = token.attach(solve);
      solve();
    };
    widget.addEventListener('expired', onExpired);
    widget.addEventListener('statechange', onStateChange);
    // The element's methods exist once its component has mounted, which it announces with `load`.
    if (typeof widget.verify === 'function') start();
    else widget.addEventListener('load', start);

    return () => {
      active = false;
      detach();
      widget.removeEventListener('expired', onExpired);
      widget.removeEventListener('statechange', onStateChange);
      widget.removeEventListener('load', start);
    };
  }, [token]);

  return (
    // Invisible proof of work (docs/security.md): nothing to see or operate, so nothing for assistive technology.
    <div hidden data-testid="captcha-widget">
      <altcha-widget ref={widgetRef} challenge={challengeUrl} display="invisible" auto="off" name="altcha" />
    </div>
  );
}
