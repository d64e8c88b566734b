import type { SMTPServer } from 'smtp-server';

export interface Delivery {
  readonly messageId: string;
  readonly subject: string;
  readonly recipients: string[];
  /** Its header block, unfolded, by lower-case name (headersOf). */
  readonly headers: Map<string, string>;
  /** When the sink accepted it (milliseconds since the epoch). */
  readonly receivedAt: number;
}

export function headersOf(raw: string): Map<string, string>;
export function startSmtpSink(port: number, deliveries: Delivery[]): Promise<SMTPServer>;
export function stopSmtpSink(server: SMTPServer): Promise<void>;
