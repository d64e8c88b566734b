/**
 * The steps every submission endpoint takes, in this order (issues 6 and 19): the rate limit has already run
 * (a route middleware, or global::submission-limits before the body of a file route is read); then a valid
 * captcha pass of the form's kind (else 403), the shared zod schema and the checks of the request itself (its
 * files, the role it applies to being open: else 400 with field errors, the pass kept, since such an answer
 * tells nothing but what was sent or what the site shows anyway),
 * spending the pass (else 403), the checks against what is stored (else 400), and finally the service stores
 * the record and its mails in one transaction (200 `{ data: { id } }`).
 *
 * The pass is spent before the checks against what is stored because their answers depend on other people's
 * submissions: "email already exists!" or "Duplicate data found" would otherwise tell a pass holder, as often
 * as they liked, whether someone subscribed or applied. Every answer that looked at the database costs the pass.
 */
import { type CaptchaPassKind, type FieldError, fieldErrors, messages } from '@auralis/form-schemas';
import { siteConfig } from '@auralis/site-config';
import type { Core } from '@strapi/strapi';

import { forbidWithoutPass, isPassValid, passFromRequest, spendPass } from '../captcha/passes';
import { isDatabaseUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS } from './unavailable';

export type Context = Parameters<Core.MiddlewareHandler>[0];

/** A submission that is well-formed but refused (duplicate address, file that is not a PDF, ...). */
export class SubmissionRejected extends Error {
  constructor(readonly errors: readonly FieldError[]) {
    super(errors[0]?.message ?? 'Invalid submission');
    this.name = 'SubmissionRejected';
  }
}

export function rejectField(field: string, message: string): SubmissionRejected {
  return new SubmissionRejected([{ path: [field], message, name: 'ValidationError' }]);
}

/** What the services need to know about the request besides the payload. */
export interface SubmissionContext {
  /**
   * Origin for absolute links: PUBLIC_URL, else the site's canonical origin. Never the request's: its Host
   * header is the sender's to choose, and these links go out in our mails.
   */
  readonly origin: string;
  readonly receivedAt: Date;
}

/** 400 in Strapi's error shape, with the field errors the forms (and the admin's edit view) read. */
export function badRequest(ctx: Context, message: string, errors: readonly FieldError[]) {
  ctx.status = 400;
  ctx.body = { data: null, error: { status: 400, name: 'ValidationError', message, details: { errors } } };
}

/**
 * A shared schema from @auralis/form-schemas, described by the one call used here: it is built with that
 * package's own zod, which is not the copy this app would import.
 */
export interface PayloadSchema<Payload> {
  safeParse(
    input: unknown,
  ): { success: true; data: Payload } | { success: false; error: Parameters<typeof fieldErrors>[0] };
}

export interface SubmissionSteps<Payload> {
  readonly kind: CaptchaPassKind;
  readonly schema: PayloadSchema<Payload>;
  /** The raw payload: the JSON body, or the multipart `data` part parsed. Throws SubmissionRejected. */
  readonly read: (ctx: Context) => unknown;
  /**
   * Checks of the request itself against public facts (its files, the role being open), before the pass is
   * spent; throws SubmissionRejected. Nothing here may depend on other people's submissions.
   */
  readonly checkRequest?: (payload: Payload) => Promise<void>;
  /** Checks against what is stored (duplicates, open roles), once the pass is spent; throws SubmissionRejected. */
  readonly checkStored?: (payload: Payload) => Promise<void>;
  /** Stores what the submission stores and queues its mails; resolves with the submission's id. */
  readonly save: (payload: Payload, context: SubmissionContext) => Promise<string>;
}

export function jsonBody(ctx: Context): unknown {
  return (ctx.request as { body?: unknown }).body;
}

/**
 * Runs the steps; a database that cannot take the submission right now answers 503 with Retry-After and the
 * generic message (src/submissions/unavailable.ts), having stored nothing.
 */
export async function handleSubmission<Payload>(
  ctx: Context,
  strapi: Core.Strapi,
  steps: SubmissionSteps<Payload>,
  publicUrl: string,
): Promise<void> {
  try {
    await runSteps(ctx, strapi, steps, publicUrl);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    strapi.log.error(`Submission refused, the database is unavailable: ${(error as Error).message}`);
    ctx.set('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    ctx.status = 503;
    ctx.body = {
      data: null,
      error: { status: 503, name: 'ServiceUnavailableError', message: messages.genericError, details: {} },
    };
  }
}

async function runSteps<Payload>(
  ctx: Context,
  strapi: Core.Strapi,
  steps: SubmissionSteps<Payload>,
  publicUrl: string,
): Promise<void> {
  const pass = passFromRequest(ctx);
  if (!(await isPassValid(strapi, pass, steps.kind))) return forbidWithoutPass(ctx);

  try {
    const parsed = steps.schema.safeParse(steps.read(ctx));
    if (!parsed.success) return badRequest(ctx, 'Invalid submission', fieldErrors(parsed.error));
    await steps.checkRequest?.(parsed.data);
    if (!(await spendPass(strapi, pass, steps.kind))) return forbidWithoutPass(ctx);
    await steps.checkStored?.(parsed.data);
    const id = await steps.save(parsed.data, { origin: publicUrl || siteConfig.siteUrl, receivedAt: new Date() });
    ctx.status = 200;
    ctx.body = { data: { id } };
  } catch (error) {
    if (error instanceof SubmissionRejected) return badRequest(ctx, error.message, error.errors);
    throw error;
  }
}
