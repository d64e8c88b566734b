/**
 * Issue 33, item 7: the edit view's "Edit the model" and "Configure the view" show only to an admin whose role
 * can open the pages they lead to. The Content Manager keeps them among its document actions and calls each as a
 * hook with the document's props; here the actions are called the same way, with the signed-in admin's
 * permissions stubbed. (e2e/admin-first-login.spec.ts opens the real menu as the Editor.)
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const auth = vi.hoisted(() => ({ permissions: [] as { action: string; subject?: string | null }[] }));

vi.mock('@strapi/strapi/admin', () => ({
  useAuth: (_consumer: string, select: (state: typeof auth) => unknown) => select(auth),
}));

const { hideActionsWithoutPermission } = await import('./header-actions-by-permission');

type Action = ((props: { collectionType?: string; model?: string }) => unknown) & { type?: string };

const action = (type: string, label: string): Action => Object.assign(() => ({ label, position: 'header' }), { type });

/** Strapi's own document actions with a place in the header menu, as the Content Manager holds them. */
const strapiActions = [
  action('edit-the-model', 'Edit the model'),
  action('configure-the-view', 'Configure the view'),
  action('delete', 'Delete entry'),
];

function registeredActions(): Action[] {
  let registered: Action[] = [];
  hideActionsWithoutPermission({
    getPlugin: () =>
      ({
        apis: {
          addDocumentAction: (change: (actions: Action[]) => Action[]) => {
            registered = change(strapiActions);
          },
        },
      }) as never,
  });
  return registered;
}

const labelsShown = (props: { collectionType?: string; model?: string }) =>
  registeredActions()
    .map((registered) => registered(props) as { label: string } | null)
    .filter((description) => description !== null)
    .map((description) => description.label);

const page = { collectionType: 'collection-types', model: 'api::page.page' };

describe("the edit view's menu", () => {
  beforeEach(() => {
    auth.permissions = [];
  });

  it('shows a marketer (Editor role) neither "Edit the model" nor "Configure the view"', () => {
    auth.permissions = [
      { action: 'plugin::content-manager.explorer.read', subject: 'api::page.page' },
      { action: 'plugin::content-manager.explorer.update', subject: 'api::page.page' },
      { action: 'plugin::upload.read' },
    ];
    expect(labelsShown(page)).toEqual(['Delete entry']);
  });

  it('shows each to an admin who holds the permission its page asks for', () => {
    auth.permissions = [{ action: 'plugin::content-manager.collection-types.configure-view' }];
    expect(labelsShown(page)).toEqual(['Configure the view', 'Delete entry']);
    auth.permissions = [{ action: 'plugin::content-type-builder.read' }];
    expect(labelsShown(page)).toEqual(['Edit the model', 'Delete entry']);
  });

  it("asks for the single types' configure-view on a single type", () => {
    auth.permissions = [{ action: 'plugin::content-manager.collection-types.configure-view' }];
    expect(labelsShown({ collectionType: 'single-types', model: 'api::home.home' })).toEqual(['Delete entry']);
  });

  it('keeps the type and position the Content Manager sorts the actions by', () => {
    const [editTheModel] = registeredActions();
    expect(editTheModel?.type).toBe('edit-the-model');
  });
});
