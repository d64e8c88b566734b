import { messages } from '@auralis/form-schemas';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { type ConversionEvent, setConversionSink } from '~/site/analytics/conversion';
import { fakeCaptcha as captcha } from '~/submissions/captcha/captcha-test-utils';
import { SubmissionError } from '~/submissions/submission-error';

import { FormAlert } from './form-alert';
import { type SubmissionSteps, useSubmissionForm } from './use-submission-form';

vi.mock('~/submissions/captcha/use-captcha', () => import('~/submissions/captcha/captcha-test-utils'));

const schema = z.object({ name: z.string().min(1, 'Required'), city: z.string().min(1, 'Required') });
type Values = z.infer<typeof schema>;

type Steps = Omit<SubmissionSteps<Values>, 'logMessage' | 'onRefused' | 'conversion'> & {
  /** The form's answer to a 400, given the hook's way of putting messages at their fields. */
  readonly onRefused?: (error: SubmissionError, showAtFields: () => boolean) => boolean | string;
};

const isField = (name: string | undefined): name is keyof Values => name === 'name' || name === 'city';

/** A form built on the hook as the site's forms are: its fields, its steps, the alert. */
function TestForm({ steps: { onRefused, ...steps } }: { readonly steps: Steps }) {
  const submission = useSubmissionForm<Values>({
    schema,
    defaultValues: { name: '', city: '' },
    captchaKind: 'contact',
  });
  const { register } = submission.form;
  const showAtFields = (error: SubmissionError) => () =>
    submission.showFieldErrors(error.fieldErrors, ({ path: [name] }) => (isField(name) ? name : undefined));
  const onSubmit = submission.handleSubmission({
    ...steps,
    ...(onRefused ? { onRefused: (error: SubmissionError) => onRefused(error, showAtFields(error)) } : {}),
    conversion: { name: 'enquiry', type: 'project' },
    logMessage: 'The test form failed',
  });
  return (
    <form noValidate onSubmit={onSubmit}>
      <input aria-label="Name" {...register('name')} />
      <span data-testid="name-error">{submission.errorOf('name')}</span>
      <input aria-label="City" {...register('city')} />
      <span data-testid="city-error">{submission.errorOf('city')}</span>
      <input aria-label="File" type="file" name="file" />
      <button type="submit">Send</button>
      <FormAlert message={submission.alert?.message ?? null} />
    </form>
  );
}

async function fillAndSend(steps: Steps) {
  const user = userEvent.setup();
  render(<TestForm steps={steps} />);
  await user.type(screen.getByLabelText('Name'), 'Ada');
  await user.type(screen.getByLabelText('City'), 'Pune');
  await user.click(screen.getByRole('button', { name: 'Send' }));
}

const invalid = (...fieldErrors: { path: string[]; message: string }[]) =>
  new SubmissionError('invalid', 'Invalid', { status: 400, fieldErrors });

let logged: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  captcha.getPass.mockReset().mockResolvedValue('pass-1');
  logged = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('useSubmissionForm (docs/forms.md#how-a-submission-runs)', () => {
  it('sends the values with the captcha’s pass, then runs the form’s success', async () => {
    const send = vi.fn(async () => ({}));
    const onSent = vi.fn();
    await fillAndSend({ send, onSent });
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith({ name: 'Ada', city: 'Pune' }, 'pass-1');
  });

  it('sends no conversion when the send failed', async () => {
    const heard: ConversionEvent[] = [];
    setConversionSink((event) => heard.push(event));
    try {
      await fillAndSend({ send: () => Promise.reject(new SubmissionError('failed', 'down')), onSent: () => {} });
      expect(await screen.findByRole('alert')).toBeInTheDocument();
      expect(heard).toEqual([]);
    } finally {
      setConversionSink(undefined);
    }
  });

  it('sends the form’s conversion, its kind and nothing typed, once the content service took it', async () => {
    const heard: ConversionEvent[] = [];
    setConversionSink((event) => heard.push(event));
    try {
      const onSent = vi.fn();
      await fillAndSend({ send: async () => ({}), onSent });
      await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
      expect(heard).toEqual([{ name: 'enquiry', type: 'project' }]);
      expect(JSON.stringify(heard)).not.toMatch(/Ada|Pune/);
    } finally {
      setConversionSink(undefined);
    }
  });

  it('stops at a field the form refuses, before the captcha, with the focus on it', async () => {
    const send = vi.fn(async () => ({}));
    await fillAndSend({ blockingField: () => 'file', send, onSent: () => {} });
    await waitFor(() => expect(screen.getByLabelText('File')).toHaveFocus());
    expect(captcha.getPass).not.toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
  });

  it('puts the server’s messages at their fields, the first taking the focus', async () => {
    await fillAndSend({
      send: () =>
        Promise.reject(invalid({ path: ['city'], message: 'No such city' }, { path: ['name'], message: 'No' })),
      onSent: () => {},
      onRefused: (_error, showAtFields) => showAtFields(),
    });
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveFocus());
    expect(screen.getByTestId('city-error')).toHaveTextContent('No such city');
    expect(screen.getByTestId('name-error')).toHaveTextContent('No');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(logged).not.toHaveBeenCalled();
  });

  it('adds the generic alert, and logs, when a message has no field to go to', async () => {
    await fillAndSend({
      send: () => Promise.reject(invalid({ path: ['city'], message: 'No such city' }, { path: ['x'], message: 'Odd' })),
      onSent: () => {},
      onRefused: (_error, showAtFields) => showAtFields(),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.genericError);
    expect(screen.getByTestId('city-error')).toHaveTextContent('No such city');
    expect(logged).toHaveBeenCalledWith('The test form failed', expect.any(SubmissionError));
  });

  it('shows the form’s own sentence for a refusal, unlogged, and nothing more once the fields say it', async () => {
    let answer: boolean | string = 'The role has closed.';
    const steps = {
      send: () => Promise.reject(invalid({ path: ['city'], message: 'No such city' })),
      onSent: () => {},
      onRefused: () => answer,
    };
    await fillAndSend(steps);
    expect(await screen.findByRole('alert')).toHaveTextContent('The role has closed.');
    answer = true;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(logged).not.toHaveBeenCalled();
  });

  it('logs any other failure and shows its sentence, keeping what was typed', async () => {
    await fillAndSend({ send: () => Promise.reject(new SubmissionError('failed', 'down')), onSent: () => {} });
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.genericError);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Name')).toHaveValue('Ada');
  });

  it('shows a field’s message once it was left, or the form was sent', async () => {
    const user = userEvent.setup();
    render(<TestForm steps={{ send: async () => ({}), onSent: () => {} }} />);
    await user.click(screen.getByLabelText('Name'));
    expect(screen.getByTestId('name-error')).toBeEmptyDOMElement();
    await user.tab();
    await waitFor(() => expect(screen.getByTestId('name-error')).toHaveTextContent('Required'));
    expect(screen.getByTestId('city-error')).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByTestId('city-error')).toHaveTextContent('Required'));
  });
});
