/**
 * The lead inbox (docs/forms.md#the-lead-inbox): contact leads and career enquiries are worked through, not just
 * listed. Each has a status, an owner among the admin users and internal notes, the only fields anyone changes
 * (content-manager-guard.ts refuses the rest: the submission itself stays as the visitor sent it), and a flag when
 * the same address sent another of them in the last 90 days, so a visitor who writes twice is one person.
 */
import type { Core } from '@strapi/strapi';

import { type CollectionUid, collections, rowsOf } from '../content-model/collections';
import { SYSTEM_FIELDS } from '../content-model/system-fields';

export const INBOX_COLLECTIONS: readonly CollectionUid[] = [collections.contactLead, collections.careerEnquiry];

/** The fields the team changes on an inbox entry; everything else is the visitor's and read-only. */
export const INBOX_FIELDS = ['stage', 'owner', 'notes'] as const;
export type InboxField = (typeof INBOX_FIELDS)[number];

/**
 * The status of an entry, in the order a lead moves through them; a new entry starts at `new`, which is what the
 * list opens on. Stored as `stage`: Strapi 5 takes a field named `status` for a document's draft or published state
 * (the Content Manager's list showed "Published" in its column).
 */
export const LEAD_STAGES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];

/**
 * The owner is an admin user, stored by email: the Content Manager's relation picker names an admin user by its
 * document id, which no one can read, so `owner` is the `team-member` custom field (src/admin/team-member-input.tsx
 * lists the team by name) and the guard checks the address belongs to an active admin user.
 */
export const TEAM_MEMBER_FIELD = { name: 'team-member', type: 'string' } as const;

export interface TeamMember {
  readonly email: string;
  readonly name: string;
}

interface AdminUserRow {
  readonly email: string;
  readonly firstname: string | null;
  readonly lastname: string | null;
}

/** The active admin users, by name: who may own an entry of the inbox. */
export async function teamMembers(strapi: Core.Strapi): Promise<TeamMember[]> {
  const users = (await strapi.db.query('admin::user').findMany({
    where: { isActive: true, blocked: { $ne: true } },
    select: ['email', 'firstname', 'lastname'],
    orderBy: [{ firstname: 'asc' }, { lastname: 'asc' }],
  })) as AdminUserRow[];
  return users.map((user) => ({
    email: user.email,
    name: [user.firstname, user.lastname].filter(Boolean).join(' ') || user.email,
  }));
}

export const REPEAT_SENDER_DAYS = 90;
const DAY_MS = 86_400_000;

interface InboxRow {
  readonly email: string;
  readonly createdAt: Date | string;
  repeatSender: boolean | null;
  stage: LeadStage | null;
}

/**
 * Whether `email` (whatever its case) sent a lead or a career enquiry in the 90 days before `now`. Those earlier
 * entries are flagged too, so the team sees it on whichever it opens first. Run inside the submission's
 * transaction, before the new entry is stored.
 */
export async function flagRepeatSender(strapi: Core.Strapi, email: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - REPEAT_SENDER_DAYS * DAY_MS);
  const earlier = { $and: [{ email: { $eqi: email.trim() } }, { createdAt: { $gte: since } }] };
  let found = 0;
  // One UPDATE per collection: the rows it touches are the earlier entries, so its count is the answer too.
  for (const uid of INBOX_COLLECTIONS) {
    const { count } = await rowsOf<InboxRow>(strapi, uid).updateMany({ where: earlier, data: { repeatSender: true } });
    found += count;
  }
  return found > 0;
}

/** Entries stored before the inbox existed have no status: they start as `new`, once, at start. */
export async function giveEveryEntryAStatus(strapi: Core.Strapi): Promise<number> {
  let given = 0;
  for (const uid of INBOX_COLLECTIONS) {
    const { count } = await rowsOf<InboxRow>(strapi, uid).updateMany({
      where: { stage: { $null: true } },
      data: { stage: 'new' },
    });
    given += count;
  }
  return given;
}

/** Two stored values the same, as the Content Manager sends them back: null and '' both mean empty. */
function sameValue(stored: unknown, sent: unknown): boolean {
  const empty = (value: unknown) => value === null || value === undefined || value === '';
  if (empty(stored) && empty(sent)) return true;
  return JSON.stringify(stored) === JSON.stringify(sent);
}

/**
 * The fields of an update that would change the submission itself: every attribute other than the inbox's
 * fields and Strapi's own (timestamps, ids) whose sent value differs from the stored one. A field the body leaves out is unchanged.
 */
export function changedSubmissionFields(
  attributes: Readonly<Record<string, { readonly type: string }>>,
  stored: Readonly<Record<string, unknown>>,
  sent: Readonly<Record<string, unknown>>,
): string[] {
  return Object.keys(attributes).filter(
    (name) =>
      !(INBOX_FIELDS as readonly string[]).includes(name) &&
      !SYSTEM_FIELDS.has(name) &&
      name in sent &&
      sent[name] !== undefined &&
      !sameValue(stored[name], sent[name]),
  );
}
