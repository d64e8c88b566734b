/**
 * The edit view's "..." menu offers "Edit the model" and "Configure the view" to everyone: Strapi 5.54 adds
 * both header actions without looking at the admin's permissions, so a marketer (Editor role) or a recruiter
 * who picks one lands on "You don't have the permissions to access that page" (issue 33, item 7). Here each
 * is shown only to an admin whose role holds the permission its page asks for: the Content-Type Builder's
 * read for "Edit the model", the Content Manager's configure-view for "Configure the view". The super admin
 * holds both and sees them as before. (The list view's own "Configure the view" already checks this.)
 *
 * Strapi keeps those two among its document actions (positioned 'header'), not among the header actions that
 * `addDocumentHeaderAction` changes, which start empty: the guard goes through `addDocumentAction`, and a start
 * whose list has neither action says so in the browser's console, since the menu would then be unguarded.
 */
import { type StrapiApp, useAuth } from '@strapi/strapi/admin';

interface HeaderActionProps {
  readonly collectionType?: string;
  readonly model?: string;
}

type HeaderAction = ((props: HeaderActionProps) => unknown) & { type?: string; position?: unknown };

/** The permission each action's page requires; `collectionType` is `collection-types` or `single-types`. */
export const REQUIRED_PERMISSION: Readonly<Record<string, (props: HeaderActionProps) => string>> = {
  'edit-the-model': () => 'plugin::content-type-builder.read',
  'configure-the-view': ({ collectionType }) =>
    `plugin::content-manager.${collectionType === 'single-types' ? 'single-types' : 'collection-types'}.configure-view`,
};

/** The action, shown only when the signed-in admin holds `required(props)`. Keeps Strapi's `type` and `position`. */
function shownWith(action: HeaderAction, required: (props: HeaderActionProps) => string): HeaderAction {
  const Guarded: HeaderAction = (props) => {
    const permissions = useAuth('HeaderActionByPermission', (state) => state.permissions);
    // The action is itself a hook (it calls useNavigate, useIntl): called every time, its result kept or not.
    const description = action(props);
    const needed = required(props);
    return permissions.some((permission) => permission.action === needed) ? description : null;
  };
  Guarded.type = action.type;
  Guarded.position = action.position;
  return Guarded;
}

export function hideActionsWithoutPermission(app: Pick<StrapiApp, 'getPlugin'>): void {
  const addDocumentAction: unknown = app.getPlugin('content-manager').apis.addDocumentAction;
  if (typeof addDocumentAction !== 'function') {
    throw new Error('The Content Manager has no addDocumentAction: the header actions need Strapi 5.');
  }
  (addDocumentAction as (change: (actions: HeaderAction[]) => HeaderAction[]) => void)((actions) => {
    const guarded = actions.map((action) => {
      const required = action.type === undefined ? undefined : REQUIRED_PERMISSION[action.type];
      return required ? shownWith(action, required) : action;
    });
    if (!actions.some((action) => action.type !== undefined && action.type in REQUIRED_PERMISSION)) {
      console.warn('The edit view\u2019s "Edit the model" and "Configure the view" were not found to guard.');
    }
    return guarded;
  });
}
