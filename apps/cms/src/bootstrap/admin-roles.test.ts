import { describe, expect, it } from 'vitest';

import { collections } from '../content-model/collections';
import { editorMayKeep } from './admin-roles';

const permission = (action: string, subject: string | null) => ({
  action: `plugin::content-manager.explorer.${action}`,
  subject,
});

describe("the Editor role's permissions", () => {
  it('keep pages and shared content, every action', () => {
    for (const action of ['create', 'read', 'update', 'delete', 'publish']) {
      expect(editorMayKeep(permission(action, 'api::page.page')), action).toBe(true);
    }
    expect(editorMayKeep({ action: 'plugin::upload.assets.create', subject: null })).toBe(true);
  });

  // What it holds on leads and subscribers is replaced at every start by EDITOR_SUBMISSION_GRANTS: reading every
  // field, and the lead inbox's status, owner and notes (the API suites check what the role can then do).
  it('keep nothing they held on leads and subscribers, which every start grants afresh', () => {
    for (const uid of [collections.contactLead, collections.newsletterSubscriber]) {
      for (const action of ['read', 'create', 'update', 'delete', 'publish']) {
        expect(editorMayKeep(permission(action, uid)), `${action} ${uid}`).toBe(false);
      }
    }
  });

  it('lose the careers collections and the outbox altogether', () => {
    for (const uid of [
      collections.jobOpening,
      collections.jobApplication,
      collections.careerEnquiry,
      collections.outboxMail,
    ]) {
      expect(editorMayKeep(permission('read', uid)), uid).toBe(false);
    }
  });
});
