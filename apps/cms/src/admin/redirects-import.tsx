/**
 * The Redirects list's "Import CSV" (issue 34): a dialog that takes a CSV file of redirects (columns from, to,
 * status), sends its text to the admin route (src/admin-server/redirects.ts) with the signed-in admin's token,
 * and reports every row: created, or refused with the reason, so the team fixes those rows and imports them again.
 */
import { Box, Button, Flex, Modal, Typography } from '@strapi/design-system';
import { Upload } from '@strapi/icons';
import { useFetchClient } from '@strapi/strapi/admin';
import { type ChangeEvent, useId, useState } from 'react';
import { useParams } from 'react-router-dom';

import { collections } from '../content-model/collections';
import type { ImportedRow } from '../admin-server/redirects';

/** Must match REDIRECTS_ADMIN_PREFIX of src/admin-server/redirects.ts. */
const IMPORT_PATH = '/redirects-admin/import';

interface ImportAnswer {
  readonly data: { readonly rows: readonly ImportedRow[]; readonly created: number; readonly refused: number };
}

function ImportReport({ rows }: { readonly rows: readonly ImportedRow[] }) {
  const created = rows.filter((row) => row.result === 'created').length;
  const refused = rows.filter((row) => row.result === 'refused');
  return (
    <Box paddingTop={4}>
      <Typography tag="p" variant="omega" fontWeight="bold" role="status">
        {`${created} created, ${refused.length} refused.`}
      </Typography>
      {refused.length > 0 ? (
        <Box tag="ul" paddingTop={2}>
          {refused.map((row) => (
            <Box tag="li" key={row.row} paddingTop={2}>
              <Typography variant="omega">
                {`Row ${row.row} (${row.from || 'no from'} → ${row.to || 'no to'}, ${row.status || 'no status'}): `}
                {row.problems.map((problem) => problem.message).join(' ')}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

function ImportDialog({ onImported }: { readonly onImported: () => void }) {
  const { post } = useFetchClient();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [rows, setRows] = useState<readonly ImportedRow[] | null>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(event.target.files?.[0] ?? null);
    setError('');
    setRows(null);
  };

  const send = async () => {
    if (!file) {
      setError('Choose a CSV file with the columns from, to and status.');
      return;
    }
    setBusy(true);
    setError('');
    try {
      const answer = await post<ImportAnswer>(IMPORT_PATH, { csv: await file.text() });
      setRows(answer.data.data.rows);
      if (answer.data.data.created > 0) onImported();
    } catch (caught) {
      const message = (caught as { response?: { data?: { error?: { message?: string } } } }).response?.data?.error
        ?.message;
      setError(message ?? 'The import failed. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal.Content>
      <Modal.Header closeLabel="Close the import">
        <Modal.Title>Import redirects from CSV</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Flex direction="column" alignItems="stretch" gap={1}>
          <Typography tag="label" htmlFor={inputId} variant="pi" fontWeight="bold">
            CSV file
          </Typography>
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            aria-invalid={error ? true : undefined}
            onChange={choose}
          />
          <Typography id={hintId} variant="pi" textColor="neutral600">
            Columns: from, to, status (301, 302 or 410); one redirect per line.
          </Typography>
          {error ? (
            <Typography id={errorId} variant="pi" textColor="danger600" role="alert">
              {error}
            </Typography>
          ) : null}
        </Flex>
        {rows ? <ImportReport rows={rows} /> : null}
      </Modal.Body>
      <Modal.Footer>
        <Modal.Close>
          <Button variant="tertiary">Close</Button>
        </Modal.Close>
        <Button onClick={() => void send()} loading={busy}>
          Import
        </Button>
      </Modal.Footer>
    </Modal.Content>
  );
}

/** The button on the Redirects list, beside Create new entry. */
export function RedirectsImportButton() {
  const { slug } = useParams<{ slug: string }>();
  const [imported, setImported] = useState(false);
  if (slug !== collections.redirect) return null;
  // Closing the dialog after an import reloads the list, which then shows the new redirects.
  const closed = (open: boolean) => {
    if (!open && imported) window.location.reload();
  };
  return (
    <Modal.Root onOpenChange={closed}>
      <Modal.Trigger>
        <Button variant="secondary" startIcon={<Upload />}>
          Import CSV
        </Button>
      </Modal.Trigger>
      <ImportDialog onImported={() => setImported(true)} />
    </Modal.Root>
  );
}
