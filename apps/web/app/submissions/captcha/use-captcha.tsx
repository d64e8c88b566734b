/**
 * The captcha of one form (docs/forms.md#states-and-errors): nothing loads with the page. The form's first focus, input or
 * pointer press reads the configuration and loads the provider's widget, which solves in the background.
 * On submit, `getPass` takes the token (waiting for a solve in progress, up to CAPTCHA_WAIT_MS) and trades
 * it for a single-use pass at the verify endpoint.
 */
import type { CaptchaClientConfig, CaptchaPassKind } from '@auralis/form-schemas';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useState } from 'react';

import { SubmissionError } from '../submission-error';
import type AltchaCaptcha from './altcha-captcha';
import { captchaConfigQueryOptions } from './captcha-config';
import { CaptchaToken } from './captcha-token';
import type TurnstileCaptcha from './turnstile-captcha';
import { verifyCaptcha } from './verify-captcha';

/** How long a submit waits for a solve still in progress before it gives up with the generic error. */
export const CAPTCHA_WAIT_MS = 15_000;

type LoadedWidget =
  | { readonly provider: 'altcha'; readonly Component: typeof AltchaCaptcha }
  | { readonly provider: 'turnstile'; readonly Component: typeof TurnstileCaptcha };

async function loadWidget(provider: CaptchaClientConfig['provider']): Promise<LoadedWidget> {
  if (provider === 'altcha') return { provider, Component: (await import('./altcha-captcha')).default };
  return { provider, Component: (await import('./turnstile-captcha')).default };
}

function renderWidget(loaded: LoadedWidget, config: CaptchaClientConfig, token: CaptchaToken): ReactNode {
  if (loaded.provider === 'altcha' && config.provider === 'altcha') {
    return <loaded.Component challengeUrl={config.challengeUrl} token={token} />;
  }
  if (loaded.provider === 'turnstile' && config.provider === 'turnstile') {
    return <loaded.Component siteKey={config.siteKey} token={token} />;
  }
  return null;
}

export interface FormCaptcha {
  /** Spread on the <form>: the first interaction starts loading the captcha. */
  readonly startOnInteraction: {
    readonly onFocus: () => void;
    readonly onInput: () => void;
    readonly onPointerDown: () => void;
  };
  /** Starts loading now: for a form whose code arrived after the visitor had started on it. */
  readonly start: () => void;
  /** The invisible widget, rendered inside the form. */
  readonly widget: ReactNode;
  /** The pass for this form's submission; throws a SubmissionError when there is none. */
  readonly getPass: () => Promise<string>;
}

export function useCaptcha(kind: CaptchaPassKind): FormCaptcha {
  const [token] = useState(() => new CaptchaToken());
  const [started, setStarted] = useState(false);
  const [loaded, setLoaded] = useState<LoadedWidget | null>(null);
  const config = useQuery({ ...captchaConfigQueryOptions(), enabled: started });

  // Likewise a failed read is this form's failure only once the visitor has started on it.
  const configFailed = started && config.isError;
  useEffect(() => {
    if (configFailed) token.error();
  }, [configFailed, token]);

  // The configuration is shared by every form on the page (one query), so a form whose visitor has not started
  // on it already holds it once another form has read it. Only a started form loads and solves: otherwise
  // starting on one form solved a challenge for each form on the page (issue 20, item 7: two per form).
  const startedConfig = started ? config.data : undefined;

  useEffect(() => {
    if (!startedConfig) return;
    let current = true;
    loadWidget(startedConfig.provider).then(
      (widget) => {
        if (current) setLoaded(widget);
      },
      (error: unknown) => {
        console.error('The captcha widget failed to load', error);
        token.error();
      },
    );
    return () => {
      current = false;
    };
  }, [startedConfig, token]);

  const start = useCallback(() => setStarted(true), []);

  const { refetch: readConfigAgain } = config;
  const getPass = useCallback(async () => {
    setStarted(true);
    // A read refused while the content service restarted would otherwise fail every later submit until a
    // reload: the submit reads it again, and waits for the widget that then loads.
    if (configFailed) {
      const again = await readConfigAgain();
      if (again.isError) throw new SubmissionError('captcha', 'No captcha configuration');
      token.retrying();
    }
    const value = await token.take(CAPTCHA_WAIT_MS);
    if (!value) throw new SubmissionError('captcha', 'No captcha token');
    return verifyCaptcha(value, kind);
  }, [configFailed, kind, readConfigAgain, token]);

  return {
    startOnInteraction: { onFocus: start, onInput: start, onPointerDown: start },
    start,
    widget: loaded && startedConfig ? renderWidget(loaded, startedConfig, token) : null,
    getPass,
  };
}
