/**
 * Strapi's own email plugin (admin password resets and the like) sends through the same SMTP server as the
 * outbox, with @strapi/provider-email-nodemailer; never the default sendmail provider, which needs a local
 * MTA. Without SMTP_HOST, nodemailer's JSON transport accepts those mails and drops them, the same
 * "nothing leaves without SMTP" rule the outbox follows (docs/decisions/006-mail-outbox.md).
 */
import { mailConfig } from '../settings/runtime-env';
import { smtpTransportOptions } from './transport';

export function strapiEmailPluginConfig() {
  const config = mailConfig();
  return {
    config: {
      provider: 'nodemailer',
      providerOptions: config.smtp ? smtpTransportOptions(config.smtp) : { jsonTransport: true },
      settings: {
        defaultFrom: config.from,
        defaultReplyTo: config.teams.general,
      },
    },
  };
}
