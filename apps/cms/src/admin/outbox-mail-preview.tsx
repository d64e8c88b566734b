/**
 * "View mail" on an outbox mail: a side panel of the Content Manager's edit view opens the mail as its
 * recipient will see it (subject, From, To, Reply-To, and the HTML body rendered), with its plain-text part
 * beside it, instead of leaving the team to read HTML source in a text field.
 *
 * The body is rendered in an iframe with `sandbox=""` (no script, no form, an opaque origin that can read
 * nothing of the admin's) from `srcdoc`, and with a policy of its own that refuses every load but inline
 * styles and data: images: a mail built from a visitor's typed text must not run code in the admin or tell a
 * tracker that somebody opened it.
 */
import { Box, Button, Flex, Modal, Tabs, Typography } from '@strapi/design-system';
import { Eye } from '@strapi/icons';
import { type StrapiApp, unstable_useDocument, useFetchClient } from '@strapi/strapi/admin';
import { useEffect, useId, useState } from 'react';

import { collections } from '../content-model/collections';
import { addEditViewPanel, type EditViewPanelProps, isSavedEntry, type PanelDescription } from './edit-view-panels';

/** Must match OUTBOX_ADMIN_PREFIX of src/admin-server/outbox.ts. */
const OUTBOX_ADMIN_ROUTES = '/outbox-admin';

/** The panel shows on outbox mails only, and only on a saved one (there is nothing to view while creating). */
function OutboxMailPanel({ model, documentId }: EditViewPanelProps): PanelDescription | null {
  if (model !== collections.outboxMail || !isSavedEntry(documentId)) return null;
  return { title: 'Mail', content: <ViewMail documentId={documentId} /> };
}

/** Registers the panel (edit-view-panels.ts). */
export function addOutboxMailPreview(app: Pick<StrapiApp, 'getPlugin'>): void {
  addEditViewPanel(app, OutboxMailPanel, 'the outbox mail preview');
}

interface MailView {
  readonly subject: string;
  readonly recipient: string;
  readonly replyTo: string;
  readonly html: string;
  readonly text: string;
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

function mailOf(document: Record<string, unknown>): MailView {
  return {
    subject: textOf(document.subject),
    recipient: textOf(document.recipient),
    replyTo: textOf(document.replyTo),
    html: textOf(document.html),
    text: textOf(document.text),
  };
}

/**
 * What the iframe's document gets in its head: a policy that loads nothing from anywhere (a mail's remote
 * image or font would be fetched by the admin's browser), and a link target that the sandbox then refuses,
 * so a click on a link in the mail leaves the preview where it is.
 */
const PREVIEW_HEAD =
  '<meta http-equiv="Content-Security-Policy" content="default-src \'none\'; style-src \'unsafe-inline\'; img-src data:">' +
  '<base target="_blank">';

/** The mail's HTML with PREVIEW_HEAD first in its head (a policy only counts from where it appears). */
export function previewDocument(html: string): string {
  const head = /<head(?:\s[^>]*)?>/i.exec(html);
  if (!head) return `<!doctype html><html><head>${PREVIEW_HEAD}</head><body>${html}</body></html>`;
  const end = head.index + head[0].length;
  return `${html.slice(0, end)}${PREVIEW_HEAD}${html.slice(end)}`;
}

/** The sender configured on the server (MAIL_FROM); undefined while it loads, '' when it could not be read. */
function useSender(): string | undefined {
  const { get } = useFetchClient();
  const [from, setFrom] = useState<string>();
  useEffect(() => {
    let current = true;
    get<{ data?: { from?: unknown } }>(`${OUTBOX_ADMIN_ROUTES}/sender`).then(
      (response) => {
        if (current) setFrom(textOf(response.data.data?.from));
      },
      () => {
        if (current) setFrom('');
      },
    );
    return () => {
      current = false;
    };
  }, [get]);
  return from;
}

function ViewMail({ documentId }: { readonly documentId: string }) {
  const { document, isLoading } = unstable_useDocument({
    collectionType: 'collection-types',
    model: collections.outboxMail,
    documentId,
  });
  const mail = document ? mailOf(document) : undefined;
  return (
    <Modal.Root>
      <Modal.Trigger>
        <Button variant="secondary" startIcon={<Eye />} fullWidth loading={isLoading} disabled={!mail}>
          View mail
        </Button>
      </Modal.Trigger>
      {mail ? <MailModal mail={mail} /> : null}
    </Modal.Root>
  );
}

function MailModal({ mail }: { readonly mail: MailView }) {
  const from = useSender();
  const headersId = useId();
  const subject = mail.subject || '(no subject)';
  const body = (
    <iframe
      title={`Mail body: ${subject}`}
      sandbox=""
      srcDoc={previewDocument(mail.html)}
      style={{ display: 'block', width: '100%', height: '50vh', border: 0, borderRadius: 4, background: '#ffffff' }}
    />
  );
  return (
    <Modal.Content aria-describedby={headersId}>
      <Modal.Header closeLabel="Close the mail">
        <Modal.Title>{subject}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Flex direction="column" alignItems="stretch" gap={4}>
          <Box tag="dl" id={headersId} margin={0}>
            <Header label="From" value={from === undefined ? 'Loading…' : from || 'Unknown (MAIL_FROM)'} />
            <Header label="To" value={mail.recipient} />
            {mail.replyTo ? <Header label="Reply-To" value={mail.replyTo} /> : null}
          </Box>
          {mail.text ? (
            <Tabs.Root defaultValue="html">
              <Tabs.List aria-label="Version of the mail">
                <Tabs.Trigger value="html">Rendered</Tabs.Trigger>
                <Tabs.Trigger value="text">Plain text</Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="html">
                <Box paddingTop={4}>{body}</Box>
              </Tabs.Content>
              <Tabs.Content value="text">
                <Box marginTop={4} padding={4} hasRadius background="neutral100">
                  <Typography
                    tag="pre"
                    style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'monospace' }}
                  >
                    {mail.text}
                  </Typography>
                </Box>
              </Tabs.Content>
            </Tabs.Root>
          ) : (
            body
          )}
        </Flex>
      </Modal.Body>
      <Modal.Footer>
        <Modal.Close>
          <Button variant="tertiary">Close</Button>
        </Modal.Close>
      </Modal.Footer>
    </Modal.Content>
  );
}

function Header({ label, value }: { readonly label: string; readonly value: string }) {
  return (
    <Flex gap={2} paddingBottom={1} alignItems="baseline">
      <Typography tag="dt" fontWeight="bold" style={{ minWidth: '6rem' }}>
        {label}
      </Typography>
      <Typography tag="dd" margin={0} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Flex>
  );
}
