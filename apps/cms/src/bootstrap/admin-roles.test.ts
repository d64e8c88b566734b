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

  it('keep reading leads and subscribers, and lose every write to them', () => {
    for (const uid of [collections.contactLead, collections.newsletterSubscriber]) {
      expect(editorMayKeep(permission('read', uid)), uid).toBe(true);
      for (const action of ['create', 'update', 'delete', 'publish']) {
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
