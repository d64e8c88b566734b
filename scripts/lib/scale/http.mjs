// Requests for `npm run test:scale` with node:http, so that each can leave from a loopback address of its own
// (nginx then sees a different visitor: the per-IP rate limits count it apart) and the answer is exactly what
// the server sent. Plus the browser's captcha steps: fetch an ALTCHA challenge, solve it, verify it for a pass.
import http from 'node:http';

import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/**
 * One request. `body` is a string, a Buffer, a FormData (sent as multipart) or an object (sent as JSON).
 * Resolves with status, lower-case headers and the body as a Buffer; rejects on a network error or timeout.
 */
export async function request(
  url,
  { method = 'GET', headers = {}, body, localAddress, agent, timeoutMs = 30_000 } = {},
) {
  const target = new URL(url);
  const sent = { ...headers };
  let payload;
  if (body instanceof FormData) {
    const encoded = new Response(body);
    sent['content-type'] = encoded.headers.get('content-type');
    payload = Buffer.from(await encoded.arrayBuffer());
  } else if (typeof body === 'string' || Buffer.isBuffer(body)) {
    payload = body;
  } else if (body !== undefined) {
    sent['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  if (payload !== undefined) sent['content-length'] = String(Buffer.byteLength(payload));
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method,
        headers: sent,
        localAddress,
        agent: agent ?? false,
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const buffer = Buffer.concat(chunks);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: buffer,
            text: () => buffer.toString('utf8'),
            json: () => JSON.parse(buffer.toString('utf8')),
          });
        });
      },
    );
    outgoing.setTimeout(timeoutMs, () =>
      outgoing.destroy(new Error(`timeout after ${timeoutMs} ms: ${method} ${url}`)),
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** A solved ALTCHA token, as the browser's widget hands it to the verify call. */
export async function solvedToken(base, options = {}) {
  const challenge = await request(`${base}/api/cloudflare-captcha/challenge`, options);
  if (challenge.status !== 200) throw new Error(`challenge answered ${challenge.status}: ${challenge.text()}`);
  const solution = await solveChallenge({ challenge: challenge.json(), deriveKey, timeout: 30_000 });
  if (!solution) throw new Error('the ALTCHA challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge: challenge.json(), solution })).toString('base64');
}

/** POST verify; `pass` is the single-use pass of `kind`, or undefined when the verify was refused. */
export async function verifyToken(base, token, kind, options = {}) {
  const response = await request(`${base}/api/cloudflare-captcha/verify`, {
    ...options,
    method: 'POST',
    body: { token, kind },
  });
  const pass = response.status === 200 ? response.json().pass : undefined;
  return { status: response.status, pass };
}

export async function captchaPass(base, kind, options = {}) {
  const { status, pass } = await verifyToken(base, await solvedToken(base, options), kind, options);
  if (!pass) throw new Error(`verify answered ${status} without a pass`);
  return pass;
}
