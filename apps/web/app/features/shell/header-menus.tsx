/**
 * The header's two menus with the site's menu, in one chunk that the header loads as islands: the desktop
 * mega menu and the phone's menu toggle hydrate when the pointer or the focus first reaches them, so their
 * code and the menu's entries are not part of a page's first JavaScript (issue 18 item 5). The Industries
 * entries are the published industry pages the root's loader read (issue 34).
 */
import { useRouteLoaderData } from 'react-router';

import { type MenuEntry, type MenuItem, siteMenu } from '~/site/menu';

import { MegaMenu } from './mega-menu';
import { MobileMenu } from './mobile-menu';

function useSiteMenu(): readonly MenuEntry[] {
  // The root route's data (root.tsx); read by id, as the root module imports the header.
  const root = useRouteLoaderData('root') as { readonly industryMenu?: readonly MenuItem[] } | undefined;
  return siteMenu(root?.industryMenu ?? []);
}

export function DesktopMenu() {
  return <MegaMenu entries={useSiteMenu()} />;
}

export function PhoneMenu() {
  return <MobileMenu entries={useSiteMenu()} />;
}
