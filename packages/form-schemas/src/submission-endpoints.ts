/**
 * One record per public form endpoint (docs/forms.md#how-a-submission-runs): what the browser posts to and how, and what
 * the content service accepts there. The web's submission modules, the content service's routes, its size
 * limits, its multipart routes and the gate of its file routes all read this table, so a form's wiring is
 * written once. Adding a form is one row here, its payload schema beside it, and its component
 * (docs/adding-a-form.md).
 */
import type { CaptchaPassKind } from './captcha';
import { KB, MAX_UPLOAD_BYTES, MB } from './limits';

/** Room in a multipart body for its JSON part, the part headers and the boundaries beside its files. */
const MULTIPART_ROOM = 1 * MB;

export interface SubmissionEndpoint {
  /** The path the browser posts to, as docs/forms.md#how-a-submission-runs names it. */
  readonly path: `/api/${string}`;
  readonly method: 'POST';
  /** `multipart` routes take files; every other route refuses a multipart body unread. */
  readonly body: 'json' | 'multipart';
  /** Files a multipart body may carry, each at most MAX_UPLOAD_BYTES. */
  readonly maxFiles: number;
  /** The largest body accepted, in bytes, refused before a byte of it is read. */
  readonly bodyLimit: number;
  /** The captcha pass the submission spends, or null for the captcha's own verify route. */
  readonly captcha: CaptchaPassKind | null;
  /** The per-client rate limit the request counts against. */
  readonly rateBucket: 'captcha' | 'submission';
}

function json(path: SubmissionEndpoint['path'], bodyLimit: number, captcha: CaptchaPassKind | null) {
  return {
    path,
    method: 'POST',
    body: 'json',
    maxFiles: 0,
    bodyLimit,
    captcha,
    rateBucket: captcha ? 'submission' : 'captcha',
  } as const satisfies SubmissionEndpoint;
}

/** A file route's limit follows the upload limit: its files at their largest, plus room for the rest. */
function multipart(path: SubmissionEndpoint['path'], maxFiles: number, captcha: CaptchaPassKind) {
  return {
    path,
    method: 'POST',
    body: 'multipart',
    maxFiles,
    bodyLimit: maxFiles * (MAX_UPLOAD_BYTES + MULTIPART_ROOM),
    captcha,
    rateBucket: 'submission',
  } as const satisfies SubmissionEndpoint;
}

export const submissionEndpoints = {
  captchaVerify: json('/api/cloudflare-captcha/verify', 16 * KB, null),
  newsletter: json('/api/save-newsletter-users', 8 * KB, 'newsletter'),
  projectLead: json('/api/contact-for-projects', 32 * KB, 'contact'),
  agilitiEnquiry: json('/api/contact-notifications', 32 * KB, 'contact'),
  /** The contact form's career variant: the enquiry and an optional CV. */
  careerEnquiry: multipart('/api/contact-for-careers', 1, 'contact'),
  /** A job application: the resume and an optional cover letter. */
  jobApplication: multipart('/api/zoho-recruit/apply-job', 2, 'application'),
} as const satisfies Record<string, SubmissionEndpoint>;

export type SubmissionEndpointName = keyof typeof submissionEndpoints;

/** A request path as Strapi's router compares it: case-insensitive, a trailing slash optional. */
export function routerPath(path: string): string {
  return path.toLowerCase().replace(/\/+$/, '');
}

const endpointsByPath = new Map<string, SubmissionEndpoint>(
  Object.values(submissionEndpoints).map((endpoint) => [routerPath(endpoint.path), endpoint]),
);

/** The form endpoint a request reaches, if any: the one row the size limit, the file rules and the gate read. */
export function submissionEndpointOf(method: string, path: string): SubmissionEndpoint | undefined {
  const endpoint = endpointsByPath.get(routerPath(path));
  return endpoint?.method === method.toUpperCase() ? endpoint : undefined;
}

/** The path as a Strapi route declares it, under the `/api` prefix the content API adds. */
export function strapiRoutePath(endpoint: SubmissionEndpoint): string {
  return endpoint.path.slice('/api'.length);
}
