/**
 * Helpers for the forms' component tests: a router, a query client and the contact entry's words (stand-ins)
 * around the form, and a fake fetch.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { expect, vi } from 'vitest';

import { ContactEntryProvider } from '~/content/contact-entry';

import { testContactEntry } from './contact-entry-fixture';

export function renderForm(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <ContactEntryProvider value={testContactEntry}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </ContactEntryProvider>
    </QueryClientProvider>,
  );
}

export interface RecordedRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  readonly body: BodyInit | null | undefined;
}

/** Answers every fetch with `answer` (a status and JSON body, or a thrown error) and records the requests. */
export function fakeFetch(answer: { status: number; body?: unknown } | Error = { status: 200, body: { data: {} } }) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: init?.body,
    });
    if (answer instanceof Error) throw answer;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}

/** Strapi's error body (`{ data: null, error: {...} }`). */
export function strapiError(status: number, message: string, errors?: { path: string[]; message: string }[]) {
  return {
    status,
    body: {
      data: null,
      error: { status, name: 'Error', message, ...(errors ? { details: { errors } } : {}) },
    },
  };
}

/**
 * Clicks a submit button once it is enabled. The forms enable submit only after react-hook-form's async
 * validation settles; on a busy CI machine that can come after the last keystroke, and a click on a still
 * disabled button does nothing (the flaky failure seen in CI).
 */
export async function clickWhenEnabled(user: UserEvent, button: () => HTMLElement) {
  await waitFor(() => expect(button()).toBeEnabled());
  await user.click(button());
}
