/**
 * The lead inbox's Owner field (docs/forms.md#the-lead-inbox): a choice among the admin users by name, stored as
 * the chosen user's email (submissions/lead-inbox.ts says why not a relation). The team comes from the admin
 * route beside the collection's CSV export, which answers whoever may read the collection.
 */
import { Field, SingleSelect, SingleSelectOption } from '@strapi/design-system';
import { useField, useFetchClient } from '@strapi/strapi/admin';
import { type ReactNode, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';

import { csvExportNames } from '../content-model/collections';
import type { TeamMember } from '../submissions/lead-inbox';

const COLLECTIONS: Readonly<Record<string, string>> = csvExportNames;

interface TeamMemberInputProps {
  readonly name: string;
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  readonly required?: boolean;
  readonly disabled?: boolean;
}

export function TeamMemberInput({ name, label, hint, required, disabled }: TeamMemberInputProps) {
  const field = useField<string | null>(name);
  const { slug } = useParams<{ slug: string }>();
  const { get } = useFetchClient();
  const [team, setTeam] = useState<readonly TeamMember[] | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const collection = slug ? COLLECTIONS[slug] : undefined;

  useEffect(() => {
    if (!collection) return;
    let current = true;
    get<{ data: TeamMember[] }>(`/submissions-admin/${collection}/team`)
      .then((response) => current && setTeam(response.data.data))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [collection, get]);

  const value = typeof field.value === 'string' ? field.value : '';
  // An owner who has since left the team still shows, by address, until someone else is chosen.
  const members =
    team && value && !team.some((member) => member.email === value) ? [...team, { email: value, name: value }] : team;
  return (
    <Field.Root
      name={name}
      hint={failed ? 'The team could not be loaded. Reload the page to try again.' : hint}
      error={field.error}
      required={required}
    >
      <Field.Label>{label}</Field.Label>
      <SingleSelect
        value={value}
        placeholder={team ? 'Nobody yet' : 'Loading the team…'}
        disabled={disabled || !team}
        onChange={(chosen: string | number) => field.onChange(name, String(chosen))}
        onClear={() => field.onChange(name, null)}
      >
        {(members ?? []).map((member) => (
          <SingleSelectOption key={member.email} value={member.email}>
            {member.name === member.email ? member.email : `${member.name} (${member.email})`}
          </SingleSelectOption>
        ))}
      </SingleSelect>
      <Field.Hint />
      <Field.Error />
    </Field.Root>
  );
}
