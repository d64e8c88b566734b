/**
 * "History" in a page's edit view (issue 34, part 4): a side panel with the page's versions (who published,
 * when) that opens a dialog showing, for the version chosen, what differs from the draft on screen, field by
 * field in the edit view's own words, and a button that puts that version back as the draft. Restoring
 * publishes nothing: the team previews the draft and publishes it as any other change, and the dialog says so.
 *
 * Reads and restores through the admin routes of src/admin-server/page-history.ts with the signed-in admin's
 * token; the panel shows only to a role that can read pages (the routes check the same).
 */
import { Box, Button, Flex, Modal, Typography } from '@strapi/design-system';
import { ArrowClockwise, Clock } from '@strapi/icons';
import { type StrapiApp, useFetchClient, useNotification, useRBAC } from '@strapi/strapi/admin';
import { useCallback, useEffect, useId, useState } from 'react';

import type { VersionChanges, VersionSummary } from '../page-history';
import { describeChange } from '../page-history/changes';
import { addEditViewPanel, type EditViewPanelProps, isSavedEntry, type PanelDescription } from './edit-view-panels';

/** The Pages collection: PAGE_UID of @auralis/content-manifest, whose CommonJS build the admin's bundler cannot read. */
const PAGE_UID = 'api::page.page';
/** Must match PAGE_HISTORY_ADMIN_PREFIX of src/admin-server/page-history.ts. */
const HISTORY_ROUTES = '/page-history/pages';
/** A restore reloads the edit view, so it shows the restored draft; this carries the notice across the reload. */
const RESTORED_NOTICE = 'auralis:page-history-restored';

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** "28 Nov 2026, 14:05 · Elena Editor", or who else published it. */
export function versionLine(version: VersionSummary): string {
  const who =
    version.origin === 'before-history'
      ? 'live before history was kept'
      : (version.author ?? 'published automatically (no one signed in)');
  return `${when.format(new Date(version.publishedOn))} · ${who}`;
}

function PageHistoryPanel({ model, documentId }: EditViewPanelProps): PanelDescription | null {
  if (model !== PAGE_UID || !isSavedEntry(documentId)) return null;
  return { title: 'History', content: <PageHistory documentId={documentId} /> };
}

/** Registers the panel (edit-view-panels.ts). */
export function addPageHistoryPanel(app: Pick<StrapiApp, 'getPlugin'>): void {
  addEditViewPanel(app, PageHistoryPanel, 'the page history');
}

const READ_PAGES = [{ action: 'plugin::content-manager.explorer.read', subject: PAGE_UID }];
const UPDATE_PAGES = [{ action: 'plugin::content-manager.explorer.update', subject: PAGE_UID }];

interface VersionsAnswer {
  readonly data: { readonly limit: number; readonly versions: readonly VersionSummary[] };
}

function PageHistory({ documentId }: { readonly documentId: string }) {
  const { get } = useFetchClient();
  const { toggleNotification } = useNotification();
  const { allowedActions } = useRBAC({ read: READ_PAGES, update: UPDATE_PAGES });
  const [answer, setAnswer] = useState<VersionsAnswer['data'] | 'failed'>();

  useEffect(() => {
    const notice = window.sessionStorage.getItem(RESTORED_NOTICE);
    if (notice) {
      window.sessionStorage.removeItem(RESTORED_NOTICE);
      toggleNotification({ type: 'success', message: notice });
    }
  }, [toggleNotification]);

  useEffect(() => {
    if (!allowedActions.canRead) return;
    let current = true;
    get<VersionsAnswer>(`${HISTORY_ROUTES}/${encodeURIComponent(documentId)}/versions`).then(
      (response) => current && setAnswer(response.data.data),
      () => current && setAnswer('failed'),
    );
    return () => {
      current = false;
    };
  }, [get, documentId, allowedActions.canRead]);

  if (!allowedActions.canRead) return null;
  if (answer === 'failed') return <Typography variant="pi">The page’s history could not be loaded.</Typography>;
  const versions = answer?.versions ?? [];
  const [latest] = versions;
  return (
    <Flex direction="column" alignItems="stretch" gap={2} width="100%">
      <Typography variant="pi" textColor="neutral600">
        {answer === undefined
          ? 'Loading the history…'
          : latest
            ? `${versions.length} published ${versions.length === 1 ? 'version' : 'versions'}; last: ${versionLine(latest)}.`
            : 'No version yet: each publish of this page is kept here.'}
      </Typography>
      {latest && answer !== undefined ? (
        <Modal.Root>
          <Modal.Trigger>
            <Button variant="secondary" startIcon={<Clock />} fullWidth>
              Page history
            </Button>
          </Modal.Trigger>
          <HistoryDialog
            documentId={documentId}
            versions={versions}
            limit={answer.limit}
            canRestore={allowedActions.canUpdate === true}
          />
        </Modal.Root>
      ) : null}
    </Flex>
  );
}

interface ChangesAnswer {
  readonly data: VersionChanges;
}

function HistoryDialog({
  documentId,
  versions,
  limit,
  canRestore,
}: {
  readonly documentId: string;
  readonly versions: readonly VersionSummary[];
  readonly limit: number;
  readonly canRestore: boolean;
}) {
  const { get, post } = useFetchClient();
  const { toggleNotification } = useNotification();
  const explanationId = useId();
  const [chosen, setChosen] = useState<VersionSummary | undefined>(versions[1] ?? versions[0]);
  const [changes, setChanges] = useState<VersionChanges | 'failed'>();
  const [restoring, setRestoring] = useState(false);
  const base = `${HISTORY_ROUTES}/${encodeURIComponent(documentId)}/versions`;

  useEffect(() => {
    if (!chosen) return;
    let current = true;
    setChanges(undefined);
    get<ChangesAnswer>(`${base}/${chosen.id}/changes`).then(
      (response) => current && setChanges(response.data.data),
      () => current && setChanges('failed'),
    );
    return () => {
      current = false;
    };
  }, [get, base, chosen]);

  const restore = useCallback(async () => {
    if (!chosen) return;
    setRestoring(true);
    try {
      await post(`${base}/${chosen.id}/restore`, {});
      window.sessionStorage.setItem(
        RESTORED_NOTICE,
        `The version of ${versionLine(chosen)} is now the draft. Preview it, then publish to put it live.`,
      );
      // The edit view reads the document when it opens: reloading shows the restored draft in every field.
      window.location.reload();
    } catch (error) {
      const message = (error as { response?: { data?: { error?: { message?: string } } } }).response?.data?.error
        ?.message;
      toggleNotification({
        type: 'danger',
        message: message ?? 'The version could not be restored. Please try again.',
      });
      setRestoring(false);
    }
  }, [base, chosen, post, toggleNotification]);

  return (
    <Modal.Content aria-describedby={explanationId}>
      <Modal.Header closeLabel="Close the history">
        <Modal.Title>Page history</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Typography tag="p" id={explanationId} variant="omega" textColor="neutral700">
          {`Every publish of this page is kept (the last ${limit}). Choose a version to see what has changed since, compared with the draft you are editing.`}
        </Typography>
        <Flex gap={4} paddingTop={4} alignItems="flex-start" wrap="wrap">
          <Box tag="ul" aria-label="Published versions, newest first" style={{ flex: '1 1 14rem', minWidth: 0 }}>
            {versions.map((version, index) => (
              <Box tag="li" key={version.id} paddingBottom={1}>
                <Button
                  variant={version.id === chosen?.id ? 'secondary' : 'ghost'}
                  fullWidth
                  aria-pressed={version.id === chosen?.id}
                  onClick={() => setChosen(version)}
                  style={{ justifyContent: 'flex-start', textAlign: 'left', height: 'auto', paddingBlock: 8 }}
                >
                  <Typography variant="omega" style={{ whiteSpace: 'normal' }}>
                    {index === 0 ? `${versionLine(version)} (latest)` : versionLine(version)}
                  </Typography>
                </Button>
              </Box>
            ))}
          </Box>
          <Box style={{ flex: '2 1 20rem', minWidth: 0 }}>
            <VersionChangesView changes={changes} />
          </Box>
        </Flex>
      </Modal.Body>
      <Modal.Footer>
        <Modal.Close>
          <Button variant="tertiary">Close</Button>
        </Modal.Close>
        {canRestore && chosen ? (
          <Flex direction="column" alignItems="flex-end" gap={1}>
            <Button startIcon={<ArrowClockwise />} loading={restoring} onClick={restore}>
              Restore this version as the draft
            </Button>
            <Typography variant="pi" textColor="neutral600">
              The live page does not change until you publish.
            </Typography>
          </Flex>
        ) : null}
      </Modal.Footer>
    </Modal.Content>
  );
}

function VersionChangesView({ changes }: { readonly changes: VersionChanges | 'failed' | undefined }) {
  if (changes === undefined) return <Typography variant="omega">Loading the changes…</Typography>;
  if (changes === 'failed') return <Typography variant="omega">The changes could not be loaded.</Typography>;
  const heading = `Changed since ${versionLine(changes.version)}`;
  return (
    <Box>
      <Typography tag="h3" variant="delta">
        {heading}
      </Typography>
      {changes.changes.length === 0 ? (
        <Typography tag="p" variant="omega" paddingTop={2}>
          Nothing: the draft is the same as this version.
        </Typography>
      ) : (
        <Box tag="ul" paddingTop={2}>
          {changes.changes.map((change) => (
            <Box tag="li" key={describeChange(change)} paddingBottom={3}>
              <Typography variant="omega" fontWeight="bold" style={{ display: 'block' }}>
                {change.where.join(' › ')}
              </Typography>
              <Typography variant="omega" textColor="neutral700" style={{ overflowWrap: 'anywhere' }}>
                {`This version: ${change.before}`}
              </Typography>
              <br />
              <Typography variant="omega" textColor="neutral800" style={{ overflowWrap: 'anywhere' }}>
                {`Now: ${change.after}`}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
