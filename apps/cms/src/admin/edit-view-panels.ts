/**
 * The Content Manager's edit-view side panels (`addEditViewSidePanel`, its API for them in Strapi 5; the older
 * `right-links` injection zone would put a button inside the Entry panel's actions). The outbox mail's View mail,
 * a page's History and an entry's Schedule panel are each one such panel.
 */
import type { StrapiApp } from '@strapi/strapi/admin';
import type { ReactNode } from 'react';

/** The part of the edit view's context a side panel reads (PanelComponentProps in 5.54). */
export interface EditViewPanelProps {
  readonly model: string;
  readonly documentId?: string;
}

export interface PanelDescription {
  readonly title: string;
  readonly content: ReactNode;
}

/** A panel: what it shows for this entry, or null where it has nothing to show. */
export type EditViewPanel = (props: EditViewPanelProps) => PanelDescription | null;

/** True for a saved entry (there is nothing to show while one is being created). */
export const isSavedEntry = (documentId: string | undefined): documentId is string =>
  documentId !== undefined && documentId !== '' && documentId !== 'create';

/**
 * Registers a panel. Call it from the admin's bootstrap, after the Content Manager has registered; `what` names
 * the panel in the error a Strapi without the API would give.
 */
export function addEditViewPanel(app: Pick<StrapiApp, 'getPlugin'>, panel: EditViewPanel, what: string): void {
  const addEditViewSidePanel: unknown = app.getPlugin('content-manager').apis.addEditViewSidePanel;
  if (typeof addEditViewSidePanel !== 'function') {
    throw new Error(`The Content Manager has no addEditViewSidePanel: ${what} needs Strapi 5.`);
  }
  (addEditViewSidePanel as (panels: readonly EditViewPanel[]) => void)([panel]);
}
