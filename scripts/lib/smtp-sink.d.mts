import type { SMTPServer } from 'smtp-server';

export interface Delivery {
  readonly messageId: string;
  readonly subject: string;
  readonly recipients: string[];
}

export function headersOf(raw: string): Map<string, string>;
export function startSmtpSink(port: number, deliveries: Delivery[]): Promise<SMTPServer>;
export function stopSmtpSink(server: SMTPServer): Promise<void>;
