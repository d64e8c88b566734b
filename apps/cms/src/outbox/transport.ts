/**
 * The mail adapter (docs/engineering-habits.md, habit 6): one interface, one provider (SMTP through nodemailer), chosen from the
 * configuration in one place. Without SMTP_HOST there is no transport and mails wait in the outbox.
 */
import nodemailer from 'nodemailer';

import type { MailConfig, SmtpConfig } from '../settings/runtime-env';

export interface OutgoingMail {
  readonly from: string;
  readonly to: string;
  readonly replyTo: string | undefined;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** Stable per outbox record, so a receiving server can recognise a copy sent again after a crash. */
  readonly messageId: string;
  /** A newsletter mail's one-click unsubscribe target: becomes its List-Unsubscribe headers. */
  readonly listUnsubscribeUrl?: string;
}

/**
 * RFC 8058 one-click unsubscribe: the mail client POSTs `List-Unsubscribe=One-Click` to the URL, with no page to
 * look at (src/api/newsletter-subscriber, the one-click endpoint). RFC 8058 also wants a DKIM signature that
 * covers both headers; that is the relay's signing (docs/forms.md#newsletter-consent).
 */
export function listUnsubscribeHeaders(url: string | undefined): Record<string, string> {
  if (!url) return {};
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  /** Closes the connections it keeps open between mails. */
  close(): void;
}

/**
 * Timeouts stay well below the outbox lease (OUTBOX_LEASE_MS, default 2 minutes): a send always ends before
 * another instance may claim the same mail.
 */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
} as const;

/** The options both the outbox and Strapi's own email plugin give nodemailer. */
export function smtpTransportOptions(smtp: SmtpConfig) {
  return {
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
    ...SMTP_TIMEOUTS,
  };
}

export function createSmtpTransport(smtp: SmtpConfig): MailTransport {
  // One kept connection: a backlog (after a burst of submissions, or a relay that was away) goes out over it
  // instead of a connect, greeting and QUIT per mail. The worker sends one mail at a time, so one is enough;
  // nodemailer opens it again when the relay has closed it.
  const transporter = nodemailer.createTransport({ ...smtpTransportOptions(smtp), pool: true, maxConnections: 1 });
  return {
    async send(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
        headers: listUnsubscribeHeaders(mail.listUnsubscribeUrl),
      });
    },
    close() {
      transporter.close();
    },
  };
}

export function transportFromConfig(config: MailConfig): MailTransport | undefined {
  return config.smtp ? createSmtpTransport(config.smtp) : undefined;
}
