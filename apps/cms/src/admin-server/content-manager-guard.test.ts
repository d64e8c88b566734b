import { describe, expect, it } from 'vitest';

import { collections } from '../content-model/collections';
import { refusalOf, SUPER_ADMIN_ROLE_CODE } from './content-manager-guard';

const editor = { roles: [{ code: 'strapi-editor' }] };
const superAdmin = { roles: [{ code: SUPER_ADMIN_ROLE_CODE }] };
const drafts = { options: { draftAndPublish: true } };
const noDrafts = { options: { draftAndPublish: false } };

describe('the Content Manager write guard', () => {
  /** The collections the team writes in the admin: job openings (recruiters) and redirects (marketing). */
  const teamWritten: readonly string[] = [collections.jobOpening, collections.redirect];

  it.each(Object.values(collections).filter((uid) => !teamWritten.includes(uid)))(
    'lets no one create a %s in the admin, the super admin included',
    (uid) => {
      expect(refusalOf('create', uid, noDrafts, superAdmin)?.status).toBe(403);
      expect(refusalOf('create', uid, noDrafts, editor)?.status).toBe(403);
    },
  );

  it('lets only the super admin change a submission or an outbox mail', () => {
    expect(refusalOf('change', collections.contactLead, noDrafts, editor)?.status).toBe(403);
    expect(refusalOf('change', collections.outboxMail, noDrafts, { roles: [] })?.status).toBe(403);
    expect(refusalOf('change', collections.contactLead, noDrafts, superAdmin)).toBeUndefined();
  });

  it('lets an update of a lead or career enquiry through to the check of its fields, and a delete stays the super admin’s', () => {
    for (const uid of [collections.contactLead, collections.careerEnquiry]) {
      expect(refusalOf('change', uid, noDrafts, editor, 'update')).toBeUndefined();
      expect(refusalOf('change', uid, noDrafts, editor, 'delete')?.status).toBe(403);
    }
    expect(refusalOf('change', collections.newsletterSubscriber, noDrafts, editor, 'update')?.status).toBe(403);
  });

  it('answers 400 to a draft action on a type without drafts, and lets pages through', () => {
    expect(refusalOf('draft', collections.jobOpening, noDrafts, superAdmin)).toMatchObject({ status: 400 });
    expect(refusalOf('draft', 'api::page.page', drafts, editor)).toBeUndefined();
    expect(refusalOf('change', collections.jobOpening, noDrafts, editor)).toBeUndefined();
  });

  it('lets the team create and change redirects', () => {
    expect(refusalOf('create', collections.redirect, noDrafts, editor)).toBeUndefined();
    expect(refusalOf('change', collections.redirect, noDrafts, editor)).toBeUndefined();
  });
});
