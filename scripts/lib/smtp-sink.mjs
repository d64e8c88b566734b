// A local SMTP server that accepts every message and records it: the stand-in relay of the outbox tests
// (apps/cms/test/outbox-smtp.test.ts) and of `npm run test:scale`. No TLS, no login; loopback only.
import { SMTPServer } from 'smtp-server';

/** The header block of a raw message, unfolded, with lower-case names. */
export function headersOf(raw) {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const headers = new Map();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** Listens on 127.0.0.1:`port`; every message received is pushed to `deliveries` once the relay accepted it. */
export function startSmtpSink(port, deliveries) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A relay that goes away says 421 to the connections a sender keeps open (the outbox keeps one) and drops them
    // at once, rather than waiting 30 s for them to end.
    closeTimeout: 200,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => (raw += chunk));
      stream.on('end', () => {
        const headers = headersOf(raw);
        deliveries.push({
          messageId: headers.get('message-id') ?? '',
          subject: headers.get('subject') ?? '',
          recipients: session.envelope.rcptTo.map((recipient) => recipient.address),
          headers,
          receivedAt: Date.now(),
        });
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

export function stopSmtpSink(server) {
  return new Promise((resolve) => server.close(() => resolve()));
}
