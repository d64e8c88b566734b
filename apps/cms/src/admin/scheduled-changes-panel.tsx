/**
 * "Schedule" in the edit view of a page or a job opening: publish or unpublish it at a date and time the editor
 * picks in their own time zone (the panel names the zone), the changes still to come for this entry with a
 * Cancel button each, and the last ones carried out. A time that has passed is refused by the server with a
 * message shown at the field. Registered with the Content Manager's addEditViewSidePanel, as the outbox's
 * "View mail" is (outbox-mail-preview.tsx).
 */
import { Box, Button, Field, Flex, SingleSelect, SingleSelectOption, Typography } from '@strapi/design-system';
import { Clock } from '@strapi/icons';
import { type StrapiApp, useFetchClient, useNotification } from '@strapi/strapi/admin';
import { type ChangeEvent, type KeyboardEvent, useId, useState } from 'react';

import { collections } from '../content-model/collections';
import {
  CHANGE_LABEL,
  editorTimeZone,
  errorMessage,
  formatWhen,
  PAGE_TYPE,
  SCHEDULED_CHANGES_ROUTES,
  type ScheduledChangeView,
  STATE_LABEL,
  useScheduledChanges,
} from './scheduled-changes-api';
import { CancelChangeButton } from './cancel-change-button';
import { addEditViewPanel, type EditViewPanelProps, isSavedEntry, type PanelDescription } from './edit-view-panels';

/** What "publish" and "unpublish" mean for each type, in the team's words. */
const WORDS: Readonly<Record<string, { readonly publish: string; readonly unpublish: string }>> = {
  [PAGE_TYPE]: { publish: 'Publish (go live)', unpublish: 'Unpublish (take off the site)' },
  [collections.jobOpening]: { publish: 'Open the role', unpublish: 'Close the role' },
};

/** On saved pages and job openings only: a change needs an entry to change. */
function SchedulePanel({ model, documentId }: EditViewPanelProps): PanelDescription | null {
  const words = WORDS[model];
  if (!words || !isSavedEntry(documentId)) return null;
  return { title: 'Schedule', content: <Schedule model={model} documentId={documentId} words={words} /> };
}

/** Registers the panel (edit-view-panels.ts). */
export function addSchedulePanel(app: Pick<StrapiApp, 'getPlugin'>): void {
  addEditViewPanel(app, SchedulePanel, 'the Schedule panel');
}

function Schedule({
  model,
  documentId,
  words,
}: {
  readonly model: string;
  readonly documentId: string;
  readonly words: { readonly publish: string; readonly unpublish: string };
}) {
  const { post } = useFetchClient();
  const { toggleNotification } = useNotification();
  const {
    changes,
    error: loadError,
    reload,
  } = useScheduledChanges({ targetType: model, targetDocumentId: documentId });
  const [change, setChange] = useState<'publish' | 'unpublish'>('publish');
  const [when, setWhen] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const zone = editorTimeZone();
  const noRole = loadError !== '' && changes === undefined;

  const submit = async () => {
    // The browser reads "2026-11-30T09:00" in the editor's zone; the server gets the instant.
    const instant = when ? new Date(when) : undefined;
    if (!instant || Number.isNaN(instant.getTime())) {
      setError('Choose a date and a time.');
      return;
    }
    setBusy(true);
    setError('');
    try {
      await post(SCHEDULED_CHANGES_ROUTES, {
        targetType: model,
        targetDocumentId: documentId,
        change,
        runAt: instant.toISOString(),
      });
      toggleNotification({
        type: 'success',
        message: `${CHANGE_LABEL[change]} scheduled for ${formatWhen(instant.toISOString())}.`,
      });
      setWhen('');
      reload();
    } catch (caught) {
      setError(errorMessage(caught, 'The change could not be scheduled. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  if (noRole) {
    return (
      <Typography variant="pi" textColor="neutral600">
        {loadError}
      </Typography>
    );
  }

  const upcoming = (changes ?? []).filter((item) => item.state === 'scheduled');
  const finished = (changes ?? []).filter((item) => item.state !== 'scheduled').slice(0, 3);
  return (
    <Flex direction="column" alignItems="stretch" gap={4} width="100%">
      {/* A group, not a form: the edit view around the panel is itself a form, and forms cannot nest. */}
      <div role="group" aria-label="Schedule a change">
        <Flex direction="column" alignItems="stretch" gap={3}>
          <Field.Root name="scheduled-change">
            <Field.Label>Change</Field.Label>
            <SingleSelect
              value={change}
              onChange={(value: string | number) => setChange(value === 'unpublish' ? 'unpublish' : 'publish')}
            >
              <SingleSelectOption value="publish">{words.publish}</SingleSelectOption>
              <SingleSelectOption value="unpublish">{words.unpublish}</SingleSelectOption>
            </SingleSelect>
          </Field.Root>
          <Field.Root name="scheduled-at" error={error} hint={`Your time zone: ${zone}.`}>
            <Field.Label>Date and time</Field.Label>
            <Field.Input
              type="datetime-local"
              step={1}
              value={when}
              onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
                // Enter schedules, rather than submitting the edit view's form around the panel.
                if (event.key !== 'Enter') return;
                event.preventDefault();
                void submit();
              }}
              onChange={(event: ChangeEvent<HTMLInputElement>) => {
                setWhen(event.target.value);
                setError('');
              }}
            />
            <Field.Hint />
            <Field.Error />
          </Field.Root>
          <Button
            type="button"
            variant="secondary"
            startIcon={<Clock />}
            loading={busy}
            fullWidth
            onClick={() => void submit()}
          >
            Schedule
          </Button>
        </Flex>
      </div>
      <ChangeList title="Coming up" changes={upcoming} empty="Nothing scheduled for this entry." onCancelled={reload} />
      {finished.length > 0 ? <ChangeList title="Done lately" changes={finished} onCancelled={reload} /> : null}
    </Flex>
  );
}

function ChangeList({
  title,
  changes,
  empty,
  onCancelled,
}: {
  readonly title: string;
  readonly changes: readonly ScheduledChangeView[];
  readonly empty?: string;
  readonly onCancelled: () => void;
}) {
  const headingId = useId();
  if (changes.length === 0 && !empty) return null;
  return (
    <Box>
      <Typography id={headingId} variant="sigma" textColor="neutral600" tag="h3">
        {title}
      </Typography>
      {changes.length === 0 ? (
        <Box paddingTop={1}>
          <Typography tag="p" variant="pi" textColor="neutral600">
            {empty}
          </Typography>
        </Box>
      ) : (
        <Box tag="ul" aria-labelledby={headingId}>
          {changes.map((item) => (
            <ChangeItem key={item.id} change={item} onCancelled={onCancelled} />
          ))}
        </Box>
      )}
    </Box>
  );
}

function ChangeItem({
  change,
  onCancelled,
}: {
  readonly change: ScheduledChangeView;
  readonly onCancelled: () => void;
}) {
  const label = `${CHANGE_LABEL[change.change]} · ${formatWhen(change.runAt)}`;
  return (
    <Box tag="li" paddingTop={2}>
      <Flex justifyContent="space-between" alignItems="center" gap={2}>
        <Flex direction="column" alignItems="flex-start">
          <Typography variant="omega" fontWeight="semiBold">
            {label}
          </Typography>
          <Typography variant="pi" textColor="neutral600">
            {change.state === 'scheduled'
              ? `By ${change.requestedBy ?? 'an admin'}`
              : `${STATE_LABEL[change.state]}: ${change.outcome ?? ''}`}
          </Typography>
        </Flex>
        {change.state === 'scheduled' ? (
          <CancelChangeButton changeId={change.id} label={label} onCancelled={onCancelled} />
        ) : null}
      </Flex>
    </Box>
  );
}
