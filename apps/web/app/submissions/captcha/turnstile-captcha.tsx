/**
 * Cloudflare Turnstile, when the content service is configured for it (docs/forms.md#how-a-submission-runs), rendered
 * invisibly. Its script comes from https://challenges.cloudflare.com, which the site's CSP allows in
 * script-src and frame-src for this reason.
 */
import { Turnstile, type TurnstileInstance } from '@marsidev/react-turnstile';
import { useEffect, useRef } from 'react';

import type { CaptchaToken } from './captcha-token';

export interface TurnstileCaptchaProps {
  readonly siteKey: string;
  readonly token: CaptchaToken;
}

export default function TurnstileCaptcha({ siteKey, token }: TurnstileCaptchaProps) {
  const widgetRef = useRef<TurnstileInstance>(null);

  useEffect(() => {
    token.solvingStarted();
    return token.attach(() => {
      token.solvingStarted();
      widgetRef.current?.reset();
    });
  }, [token]);

  return (
    // Not `hidden`: Turnstile's invisible mode still needs its (zero-size) frame rendered to run.
    <div aria-hidden className="sr-only" data-testid="captcha-widget">
      <Turnstile
        ref={widgetRef}
        siteKey={siteKey}
        options={{ size: 'invisible', refreshExpired: 'auto', responseField: false, tabIndex: -1 }}
        scriptOptions={{ onError: () => token.error() }}
        onSuccess={(value) => token.solved(value)}
        onExpire={() => token.expired()}
        onError={() => token.error()}
      />
    </div>
  );
}
