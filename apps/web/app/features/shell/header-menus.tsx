/**
 * The header's two menus with the site's menu, in one chunk that the header loads as islands: the desktop
 * mega menu and the phone's menu toggle hydrate when the pointer or the focus first reaches them, so their
 * code and the menu's entries are not part of a page's first JavaScript (issue 18 item 5).
 */
import { mainMenu } from '~/site/menu';

import { MegaMenu } from './mega-menu';
import { MobileMenu } from './mobile-menu';

export function DesktopMenu() {
  return <MegaMenu entries={mainMenu} />;
}

export function PhoneMenu() {
  return <MobileMenu entries={mainMenu} />;
}
