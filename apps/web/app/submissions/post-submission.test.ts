import { messages } from '@auralis/form-schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { fakeFetch, strapiError } from '../../test/form-test-utils';
import { verifyCaptcha } from './captcha/verify-captcha';
import { postSubmission } from './post-submission';
import { SubmissionError } from './submission-error';

afterEach(() => vi.unstubAllGlobals());

async function failure(promise: Promise<unknown>): Promise<SubmissionError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof SubmissionError)) throw new Error(`expected a SubmissionError, got ${String(error)}`);
  return error;
}

describe('postSubmission', () => {
  it('posts JSON with the pass header and returns the answer', async () => {
    const { requests } = fakeFetch({ status: 200, body: { data: { id: 3 } } });
    await expect(postSubmission('/api/x', { body: { data: { a: 1 } }, pass: 'p' })).resolves.toEqual({
      data: { id: 3 },
    });
    expect(requests[0]?.headers.get('X-Captcha-Pass')).toBe('p');
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
  });

  it('turns a 400 into field errors without the data prefix', async () => {
    fakeFetch(strapiError(400, 'Invalid', [{ path: ['data', 'email'], message: 'Invalid email' }]));
    const error = await failure(postSubmission('/api/x', { body: {} }));
    expect(error.kind).toBe('invalid');
    expect(error.fieldErrors).toEqual([{ path: ['email'], message: 'Invalid email' }]);
  });

  it.each([
    [403, 'forbidden', messages.genericError],
    [429, 'rate-limited', 'Slow down'],
    [500, 'failed', messages.genericError],
    [502, 'failed', messages.genericError],
  ] as const)('%i is %s and shows %j', async (status, kind, shown) => {
    fakeFetch(strapiError(status, status === 429 ? 'Slow down' : 'Nope'));
    const error = await failure(postSubmission('/api/x', { body: {} }));
    expect(error.kind).toBe(kind);
    expect(error.visitorMessage).toBe(shown);
  });

  it('a network failure is failed, with the generic error', async () => {
    fakeFetch(new TypeError('Failed to fetch'));
    const error = await failure(postSubmission('/api/x', { body: {} }));
    expect(error.kind).toBe('failed');
    expect(error.visitorMessage).toBe(messages.genericError);
  });
});

describe('verifyCaptcha (docs/forms.md#how-a-submission-runs: only success counts)', () => {
  it('sends the token and kind and returns the pass', async () => {
    const { requests } = fakeFetch({ status: 200, body: { success: true, pass: 'pass-9' } });
    await expect(verifyCaptcha('tok', 'newsletter')).resolves.toBe('pass-9');
    expect(requests[0]?.url).toBe('/api/cloudflare-captcha/verify');
    expect(JSON.parse(String(requests[0]?.body))).toEqual({ token: 'tok', kind: 'newsletter' });
  });

  it.each([
    { status: 200, body: { success: false } },
    { status: 200, body: { success: true } },
    strapiError(403, 'Forbidden'),
    strapiError(400, 'Bad token'),
    strapiError(429, 'Too many submissions'),
  ])('any other answer is a captcha failure (%j)', async (answer) => {
    fakeFetch(answer);
    const error = await failure(verifyCaptcha('tok', 'contact'));
    expect(error.kind).toBe('captcha');
    expect(error.visitorMessage).toBe(messages.genericError);
  });
});
