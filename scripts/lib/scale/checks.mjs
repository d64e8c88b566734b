// The checks of `npm run test:scale` (issue 23, item 3), each against the instances directly or through nginx.
// Each throws with what it saw when the promise does not hold, and returns one line saying what it proved.
import { readdirSync } from 'node:fs';
import path from 'node:path';

import { contentSources } from '@auralis/content-manifest';

import { minimalPdf } from '../bench-submissions.mjs';
import { captchaPass, request, solvedToken, verifyToken } from './http.mjs';

const V4 = { 'Strapi-Response-Format': 'v4' };
const PAGE_UID = 'api::page.page';
const CAREER_ENQUIRY_UID = 'api::career-enquiry.career-enquiry';
/** A page with a FAQ to edit, and where the services root shows its seeded media. */
const EDITED_PAGE = '/quality-assurance-services/automation-testing-services';
const MEDIA_PAGE = '/services';
const MEDIA_ENDPOINT = '/api/service-root-service-contents';
// The smallest valid PNG (1×1, one grey pixel): the media library takes it as an image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==',
  'base64',
);

function expect(condition, message) {
  if (!condition) throw new Error(message);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function adminHeaders(token) {
  return { Authorization: `Bearer ${token}` };
}

/** The first admin, registered on instance A (production creates none), and a login of it on A. */
export async function registerAdmin(a, runId) {
  const credentials = { email: `scale.${runId}@auralis.example`, password: `Scale-${runId}-Check1` };
  const registered = await request(`${a.base}/admin/register-admin`, {
    method: 'POST',
    body: { firstname: 'Scale', lastname: 'Check', ...credentials },
  });
  expect(registered.status === 200, `register-admin on A answered ${registered.status}: ${registered.text()}`);
  return credentials;
}

async function login(instance, credentials) {
  const response = await request(`${instance.base}/admin/login`, { method: 'POST', body: credentials });
  expect(response.status === 200, `admin login on ${instance.name} answered ${response.status}`);
  const { data } = response.json();
  return data.token ?? data.accessToken;
}

/** The admin login of A is valid on B: sessions live in the database, signed with the shared secret. */
export async function checkAdminSession({ a, b }, credentials) {
  const token = await login(a, credentials);
  const me = await request(`${b.base}/admin/users/me`, { headers: adminHeaders(token) });
  expect(me.status === 200, `B refused A's admin token: ${me.status}`);
  expect(me.json().data.email === credentials.email, `B answered another user: ${me.text()}`);
  const forged = await request(`${b.base}/admin/users/me`, { headers: adminHeaders(`${token.slice(0, -4)}AAAA`) });
  expect(forged.status === 401, `B accepted a forged admin token: ${forged.status}`);
  return { line: 'the admin login of A is valid on B (and a forged token is refused there)', token };
}

function faqEndpoint(pagePath) {
  const found = contentSources().find(({ source }) => source.path === pagePath && source.field === 'faq');
  if (!found) throw new Error(`no endpoint answers the FAQ of ${pagePath}`);
  return `/api/${found.endpoint.name}${found.number === undefined ? '' : `/${found.number}`}`;
}

/** A publish in A's admin shows in B's API answer and B's server-rendered HTML within 2 s. */
export async function checkPublish({ a, b }, token, runId) {
  const headers = { ...adminHeaders(token) };
  const manager = (rest) => `${a.base}/content-manager/collection-types/${PAGE_UID}${rest}`;
  const query = new URLSearchParams({ 'filters[$and][0][path][$eq]': EDITED_PAGE });
  const list = await request(manager(`?${query}`), { headers });
  expect(list.status === 200, `page list on A answered ${list.status}`);
  const documentId = list.json().results[0]?.documentId;
  expect(documentId, `no page ${EDITED_PAGE}`);
  const page = (await request(manager(`/${documentId}`), { headers })).json().data;
  const [first, ...rest] = page.faq;
  const original = String(first.question);
  const asJson = (text) => JSON.stringify(text).slice(1, -1);

  // The REST endpoint that answers this page's FAQ, from the manifest (an endpoint exists once, there).
  const endpoint = faqEndpoint(EDITED_PAGE);
  const before = await request(`${b.base}${endpoint}`, { headers: V4 });
  expect(before.text().includes(asJson(original)), `B's ${endpoint} does not answer the FAQ of ${EDITED_PAGE}`);

  // B has both in its caches first, so the check is about B learning of the publish, not about a cold cache.
  for (let i = 0; i < 2; i += 1) {
    await request(`${b.base}${endpoint}`, { headers: V4 });
    await request(`${b.base}${EDITED_PAGE}`);
  }
  const cachedPage = await request(`${b.base}${EDITED_PAGE}`);
  expect(
    cachedPage.headers['x-page-cache'] === 'hit',
    `B's page was not cached: ${cachedPage.headers['x-page-cache']}`,
  );
  expect(cachedPage.text().includes(original), 'B does not show the original question');

  const edited = `Scale check ${runId}: does a publish on instance A show on instance B at once?`;
  const saved = await request(manager(`/${documentId}`), {
    method: 'PUT',
    headers,
    body: { faq: [{ ...first, question: edited }, ...rest] },
  });
  expect(saved.status === 200, `save on A answered ${saved.status}`);
  const published = await request(manager(`/${documentId}/actions/publish`), { method: 'POST', headers, body: {} });
  expect(published.status === 200, `publish on A answered ${published.status}`);
  const at = Date.now();
  let apiAfter;
  let htmlAfter;
  while (Date.now() - at <= 2000 && (apiAfter === undefined || htmlAfter === undefined)) {
    if (apiAfter === undefined) {
      const answer = await request(`${b.base}${endpoint}`, { headers: V4 });
      if (answer.text().includes(asJson(edited))) apiAfter = Date.now() - at;
    }
    if (htmlAfter === undefined) {
      const html = await request(`${b.base}${EDITED_PAGE}`);
      if (html.text().includes(edited)) htmlAfter = Date.now() - at;
    }
    if (apiAfter === undefined || htmlAfter === undefined) await sleep(50);
  }
  expect(apiAfter !== undefined, `the publish on A did not reach B's API answer ${endpoint} within 2 s`);
  expect(htmlAfter !== undefined, `the publish on A did not reach B's HTML of ${EDITED_PAGE} within 2 s`);
  return `a publish in A's admin showed in B's API answer after ${apiAfter} ms and in B's HTML after ${htmlAfter} ms (limit 2000 ms)`;
}

const newsletter = (email) => ({ data: { email } });
const subscribe = (instance, pass, email) =>
  request(`${instance.base}/api/save-newsletter-users`, {
    method: 'POST',
    headers: { 'X-Captcha-Pass': pass },
    body: newsletter(email),
  });

/** A pass and a solution are spent once across instances; 20 concurrent sends of one pass: one success. */
export async function checkCaptchaPasses({ a, b, lb }, runId, accepted) {
  const token = await solvedToken(a.base);
  const first = await verifyToken(a.base, token, 'newsletter');
  expect(first.pass, `A refused a fresh solution: ${first.status}`);
  const replayed = await verifyToken(b.base, token, 'newsletter');
  expect(!replayed.pass && replayed.status >= 400, `B accepted a solution A had verified: ${replayed.status}`);

  const stored = await subscribe(a, first.pass, `pass.a.${runId}@example.com`);
  expect(stored.status === 200, `A refused its own pass: ${stored.status} ${stored.text()}`);
  accepted.push({ kind: 'newsletter', id: stored.json().data.id });
  const spent = await subscribe(b, first.pass, `pass.b.${runId}@example.com`);
  expect(spent.status === 403, `B took a pass already spent on A: ${spent.status}`);

  const pass = await captchaPass(lb.url, 'newsletter');
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) => subscribe(i % 2 ? b : a, pass, `race.${i}.${runId}@example.com`)),
  );
  const statuses = answers.map((answer) => answer.status);
  const successes = answers.filter((answer) => answer.status === 200);
  expect(
    successes.length === 1,
    `20 concurrent sends of one pass: ${successes.length} successes (${statuses.join(' ')})`,
  );
  expect(
    statuses.every((status) => status === 200 || status === 403),
    `20 concurrent sends of one pass answered ${statuses.join(' ')}`,
  );
  accepted.push({ kind: 'newsletter', id: successes[0].json().data.id });
  return 'a solution verified on A is refused on B; a pass spent on A is refused on B (403); 20 concurrent sends of one pass across A and B: exactly 1 success, 19 × 403';
}

/** The per-IP captcha budget is one count for both instances. */
export async function checkRateLimits({ a, b }, perMinute) {
  const visitor = `198.51.100.${1 + Math.floor(Math.random() * 254)}`;
  // With TRUST_PROXY_HOPS=1 the instance counts the last X-Forwarded-For entry: what a load balancer appends.
  const from = (address) => ({ headers: { 'X-Forwarded-For': address } });
  let allowed = 0;
  for (let sent = 0; sent < perMinute; sent += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, perMinute - sent) }, () =>
        request(`${a.base}/api/cloudflare-captcha/challenge`, from(visitor)),
      ),
    );
    allowed += batch.filter((answer) => answer.status === 200).length;
  }
  expect(allowed === perMinute, `A allowed ${allowed} of the visitor's first ${perMinute} challenges`);
  const onA = await request(`${a.base}/api/cloudflare-captcha/challenge`, from(visitor));
  expect(onA.status === 429, `A let the visitor past its budget: ${onA.status}`);
  const onB = await request(`${b.base}/api/cloudflare-captcha/challenge`, from(visitor));
  expect(onB.status === 429, `B let through a visitor who ran out of budget on A: ${onB.status}`);
  const other = await request(`${b.base}/api/cloudflare-captcha/challenge`, from('198.51.100.0'));
  expect(other.status === 200, `B refused another visitor: ${other.status}`);
  return `a visitor who spent the captcha budget (${perMinute} a minute) on A is refused on B (429, Retry-After ${onB.headers['retry-after']} s); another visitor is served`;
}

function filesUnder(dir) {
  try {
    return readdirSync(dir, { recursive: true }).map(String);
  } catch {
    return [];
  }
}

/** Media go to the public bucket; every instance names them by the bucket's URL in its API answers and pages. */
export async function checkMedia({ a, b, lb }, token, media) {
  const form = new FormData();
  form.append('files', new Blob([PNG], { type: 'image/png' }), 'scale-check.png');
  const uploaded = await request(`${a.base}/upload`, { method: 'POST', headers: adminHeaders(token), body: form });
  expect(
    uploaded.status === 201 || uploaded.status === 200,
    `upload on A answered ${uploaded.status}: ${uploaded.text()}`,
  );
  const [file] = uploaded.json();
  expect(file.url.startsWith(`${media.publicUrl}/`), `the upload's URL is not in the bucket: ${file.url}`);

  const onB = await request(`${b.base}/upload/files/${file.id}`, { headers: adminHeaders(token) });
  expect(onB.status === 200, `B's media library does not have it: ${onB.status}`);
  expect(onB.json().url === file.url, `B names it ${onB.json().url}, A ${file.url}`);
  // Strapi re-encodes images it stores (size optimization), so the bytes are a PNG of the size it recorded.
  const served = await request(onB.json().url);
  expect(served.status === 200, `the media URL B names answered ${served.status}`);
  expect(
    served.body.subarray(0, 8).equals(PNG.subarray(0, 8)) && Math.abs(served.body.length / 1000 - file.size) < 0.01,
    `the media URL B names served ${served.body.length} bytes that are not the ${file.size} KB PNG stored`,
  );
  const name = path.basename(new URL(file.url).pathname);
  for (const instance of [a, b]) {
    expect(
      !filesUnder(path.join(instance.dataDir, 'public', 'uploads')).some((entry) => entry.endsWith(name)),
      `${name} is on ${instance.name}'s disk`,
    );
  }

  // The seeded media (uploaded by the first start) in an API answer and a page, read through the load balancer.
  const api = await request(`${lb.url}${MEDIA_ENDPOINT}`, { headers: V4 });
  const apiUrls = [...api.text().matchAll(/"url":"([^"]+)"/g)]
    .map((match) => match[1])
    .filter((url) => !url.startsWith('/'));
  const html = await request(`${lb.url}${MEDIA_PAGE}`);
  const pageUrls = [...html.text().matchAll(/<img[^>]+src="([^"]+)"/g)].map((match) => match[1]);
  expect(apiUrls.length > 0, `${MEDIA_ENDPOINT} names no media`);
  expect(pageUrls.length > 0, `${MEDIA_PAGE} shows no image`);
  for (const url of [...apiUrls, ...pageUrls]) {
    expect(url.startsWith(`${media.publicUrl}/`), `a media URL outside the bucket: ${url}`);
  }
  const image = await request(pageUrls[0]);
  expect(image.status === 200, `${pageUrls[0]} answered ${image.status}`);
  const policy = String(html.headers['content-security-policy']);
  expect(
    policy.split('; ').some((part) => part.startsWith('img-src') && part.includes(new URL(media.publicUrl).origin)),
    `the page's policy does not allow the bucket's images: ${policy}`,
  );
  return `a PNG uploaded in A's admin is in the public bucket, listed by B's media library with the same URL and served from it (on neither instance's disk); API answers and pages through nginx name ${apiUrls.length + pageUrls.length} media by the bucket's URL, and the page's policy allows it`;
}

/** A CV sent to A is downloaded by an admin through B; no public URL reaches it. */
export async function checkPrivateFiles({ a, b, lb }, token, s3, buckets, runId, accepted) {
  const cv = Buffer.concat([minimalPdf(), Buffer.from(`% scale ${runId}\n`)]);
  const form = new FormData();
  form.append(
    'data',
    JSON.stringify({
      firstname: 'Ravi',
      lastname: 'Menon',
      email: `cv.${runId}@example.com`,
      contact: '+91 99000 11223',
      company: 'Acme Labs',
      aboutyou: 'Backend engineer, six years of Node.js and PostgreSQL.',
      hearAboutUs: 'Job Portal',
      pageUrl: '/career',
    }),
  );
  form.append('cv', new Blob([cv], { type: 'application/pdf' }), 'Ravi Menon CV.pdf');
  const pass = await captchaPass(a.base, 'contact');
  const sent = await request(`${a.base}/api/contact-for-careers`, {
    method: 'POST',
    headers: { 'X-Captcha-Pass': pass },
    body: form,
  });
  expect(sent.status === 200, `the career enquiry on A answered ${sent.status}: ${sent.text()}`);
  const documentId = sent.json().data.id;
  accepted.push({ kind: 'career', id: documentId });

  const download = await request(`${b.base}/submissions-admin/career-enquiries/${documentId}/cv`, {
    headers: adminHeaders(token),
  });
  expect(download.status === 200, `the admin download on B answered ${download.status}`);
  expect(download.body.equals(cv), 'B streamed other bytes than the CV sent to A');
  const anonymous = await request(`${b.base}/submissions-admin/career-enquiries/${documentId}/cv`);
  expect(anonymous.status === 401, `B gave the CV to a request without an admin session: ${anonymous.status}`);

  const entry = await request(`${b.base}/content-manager/collection-types/${CAREER_ENQUIRY_UID}/${documentId}`, {
    headers: adminHeaders(token),
  });
  const storedName = entry.json().data.cv.storedName;
  expect(/^[a-f0-9]{32}\.pdf$/.test(storedName), `unexpected stored name ${storedName}`);
  for (const instance of [a, b]) {
    expect(
      !filesUnder(path.join(instance.dataDir, 'private-uploads')).includes(storedName),
      `the CV is on ${instance.name}'s disk`,
    );
  }
  const guesses = [
    ...[a.base, b.base, lb.url].flatMap((origin) => [
      `${origin}/uploads/${storedName}`,
      `${origin}/private-uploads/${storedName}`,
      `${origin}/${storedName}`,
    ]),
    `${s3.endpoint}/${buckets.private}/${storedName}`,
    `${s3.endpoint}/${buckets.media}/${storedName}`,
  ];
  for (const url of guesses) {
    const answer = await request(url);
    expect(answer.status >= 400 && !answer.body.equals(cv), `${url} answered ${answer.status} with the CV`);
  }
  return `a CV sent to A is in the private bucket (on neither disk) and downloaded by an admin through B byte for byte; without a session B answers 401, and ${guesses.length} public URLs (both instances, nginx, both buckets of the stand-in) do not reach it`;
}

/** Every mail of this run's submissions reaches the SMTP sink exactly once, with both workers running. */
export async function checkMails({ a, b }, database, deliveries, runId, accepted) {
  // A few more submissions, alternating instances, so that both workers have mail to race for.
  for (let i = 0; i < 8; i += 1) {
    const instance = i % 2 ? b : a;
    const pass = await captchaPass(instance.base, 'newsletter');
    const answer = await subscribe(instance, pass, `mail.${i}.${runId}@example.com`);
    expect(answer.status === 200, `newsletter on ${instance.name} answered ${answer.status}`);
    accepted.push({ kind: 'newsletter', id: answer.json().data.id });
  }
  const ids = accepted.map((submission) => submission.id);
  let rows = [];
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    ({ rows } = await database.query(
      'SELECT message_id, delivery_status FROM outbox_mails WHERE submission_id = ANY($1)',
      [ids],
    ));
    if (rows.length >= ids.length * 2 && rows.every((row) => row.delivery_status === 'sent')) break;
    await sleep(250);
  }
  expect(rows.length === ids.length * 2, `${ids.length} submissions have ${rows.length} outbox mails, not 2 each`);
  const unsent = rows.filter((row) => row.delivery_status !== 'sent');
  expect(unsent.length === 0, `${unsent.length} mails not sent within 30 s`);
  // Let a second delivery of the last one arrive, if one were coming.
  await sleep(1500);
  const received = new Map();
  for (const delivery of deliveries) received.set(delivery.messageId, (received.get(delivery.messageId) ?? 0) + 1);
  const wrong = rows.filter((row) => received.get(row.message_id) !== 1);
  expect(
    wrong.length === 0,
    `mails not received exactly once: ${wrong.map((row) => `${row.message_id} × ${received.get(row.message_id) ?? 0}`).join(', ')}`,
  );
  const known = new Set(rows.map((row) => row.message_id));
  const strangers = deliveries.filter((delivery) => !known.has(delivery.messageId));
  expect(strangers.length === 0, `the sink received ${strangers.length} mails of no submission of this run`);
  return `all ${rows.length} mails of ${ids.length} submissions (sent to A and B) reached the SMTP sink exactly once, by Message-ID, with both outbox workers running`;
}
