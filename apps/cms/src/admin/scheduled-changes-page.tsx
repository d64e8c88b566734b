/**
 * "Scheduled changes", a page of the admin's main menu: every publish and unpublish still to come, soonest
 * first, of the entries the admin may schedule (an Editor's pages, a Recruiter's job openings), with the time in
 * the editor's zone, who scheduled it and a Cancel button; below them, the latest carried out, failed or
 * cancelled, with what happened. Each entry's name opens its edit view, where its Schedule panel is.
 */
import { Badge, Box, Flex, Link, Table, Tbody, Td, Th, Thead, Tr, Typography } from '@strapi/design-system';
import { Layouts, Page } from '@strapi/strapi/admin';

import {
  CHANGE_LABEL,
  editorTimeZone,
  formatWhen,
  type ScheduledChangeView,
  STATE_LABEL,
  useScheduledChanges,
} from './scheduled-changes-api';
import { CancelChangeButton } from './cancel-change-button';

const BADGE_COLOUR = {
  scheduled: { backgroundColor: 'primary100', textColor: 'primary700' },
  done: { backgroundColor: 'success100', textColor: 'success700' },
  cancelled: { backgroundColor: 'neutral150', textColor: 'neutral700' },
  failed: { backgroundColor: 'danger100', textColor: 'danger700' },
} as const;

/** The entry's edit view (the admin is served under /admin). */
const editPath = (change: ScheduledChangeView) =>
  `/admin/content-manager/collection-types/${change.targetType}/${encodeURIComponent(change.targetDocumentId)}`;

function ChangesTable({
  caption,
  changes,
  onCancelled,
}: {
  readonly caption: string;
  readonly changes: readonly ScheduledChangeView[];
  readonly onCancelled: () => void;
}) {
  const upcoming = changes.some((change) => change.state === 'scheduled');
  return (
    <Table colCount={5} rowCount={changes.length + 1}>
      <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {caption}
      </caption>
      <Thead>
        <Tr>
          <Th>
            <Typography variant="sigma">When</Typography>
          </Th>
          <Th>
            <Typography variant="sigma">Change</Typography>
          </Th>
          <Th>
            <Typography variant="sigma">Entry</Typography>
          </Th>
          <Th>
            <Typography variant="sigma">{upcoming ? 'Scheduled by' : 'What happened'}</Typography>
          </Th>
          <Th>
            <Typography variant="sigma">{upcoming ? 'Action' : 'Status'}</Typography>
          </Th>
        </Tr>
      </Thead>
      <Tbody>
        {changes.map((change) => (
          <Tr key={change.id}>
            <Td>
              <Typography textColor="neutral800">{formatWhen(change.runAt)}</Typography>
            </Td>
            <Td>
              <Typography textColor="neutral800" fontWeight="semiBold">
                {CHANGE_LABEL[change.change]}
              </Typography>
            </Td>
            <Td style={{ whiteSpace: 'normal' }}>
              <Link href={editPath(change)}>{change.targetLabel}</Link>
            </Td>
            <Td style={{ whiteSpace: 'normal' }}>
              <Typography textColor="neutral800">
                {change.state === 'scheduled' ? (change.requestedBy ?? 'An admin') : (change.outcome ?? '')}
              </Typography>
            </Td>
            <Td>
              {change.state === 'scheduled' ? (
                <CancelChangeButton
                  changeId={change.id}
                  label={`${CHANGE_LABEL[change.change]} ${change.targetLabel}, ${formatWhen(change.runAt)}`}
                  onCancelled={onCancelled}
                />
              ) : (
                <Badge {...BADGE_COLOUR[change.state]}>{STATE_LABEL[change.state]}</Badge>
              )}
            </Td>
          </Tr>
        ))}
      </Tbody>
    </Table>
  );
}

export function ScheduledChangesPage() {
  const { changes, error, reload } = useScheduledChanges();
  const upcoming = (changes ?? []).filter((change) => change.state === 'scheduled');
  const finished = (changes ?? []).filter((change) => change.state !== 'scheduled');
  return (
    <Page.Main>
      <Page.Title>Scheduled changes</Page.Title>
      <Layouts.Header
        title="Scheduled changes"
        subtitle={`Pages and job openings set to publish or unpublish at a time. Times are in your time zone, ${editorTimeZone()}. To schedule, open an entry and use its Schedule panel.`}
      />
      <Layouts.Content>
        {error ? (
          <Typography tag="p" textColor="danger600" role="alert">
            {error}
          </Typography>
        ) : changes === undefined ? (
          <Page.Loading />
        ) : (
          <Flex direction="column" alignItems="stretch" gap={6}>
            <Box>
              <Box paddingBottom={3}>
                <Typography tag="h2" variant="delta">
                  Coming up
                </Typography>
              </Box>
              {upcoming.length === 0 ? (
                <Box padding={6} background="neutral0" hasRadius shadow="tableShadow">
                  <Typography textColor="neutral600">
                    Nothing is scheduled. Open a page or a job opening and choose a date and time in its Schedule panel.
                  </Typography>
                </Box>
              ) : (
                <ChangesTable caption="Changes coming up" changes={upcoming} onCancelled={reload} />
              )}
            </Box>
            {finished.length > 0 ? (
              <Box>
                <Box paddingBottom={3}>
                  <Typography tag="h2" variant="delta">
                    Done lately
                  </Typography>
                </Box>
                <ChangesTable caption="Changes done lately" changes={finished} onCancelled={reload} />
              </Box>
            ) : null}
          </Flex>
        )}
      </Layouts.Content>
    </Page.Main>
  );
}
