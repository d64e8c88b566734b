import { Link } from 'react-router';

import { island } from '~/components/ui/island';

// The menus hydrate when the visitor reaches for them (header-menus.tsx). The theme toggle is a form the shell's
// inline script answers (theme-toggle.tsx): its code loads only with the header's, when the visitor reaches for it.
const ThemeToggle = island('theme-toggle', () => import('./theme-toggle').then((module) => module.ThemeToggle), {
  when: 'interaction',
});
// The logo is a link home: it hydrates when the visitor reaches for it.
const Logo = island('logo', () => import('./logo').then((module) => module.Logo), { when: 'interaction' });
const DesktopMenu = island('desktop-menu', () => import('./header-menus').then((module) => module.DesktopMenu), {
  when: 'interaction',
});
const PhoneMenu = island('phone-menu', () => import('./header-menus').then((module) => module.PhoneMenu), {
  when: 'interaction',
});

/**
 * Sticky header, exactly 70 px high (docs/routes-and-shell.md#the-shell), with the Discuss button at every width: below 375 px
 * the logo drops its second word so the button and the menu toggle still fit at 320 px.
 */
export function SiteHeader() {
  return (
    <header
      className="sticky top-0 z-40 h-[var(--spacing-header)] border-b border-slate-200/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85 dark:border-slate-800 dark:bg-slate-950/95 dark:supports-[backdrop-filter]:bg-slate-950/85"
      data-testid="site-header"
    >
      <div className="container-page flex h-full items-center justify-between gap-4">
        <Logo />
        <DesktopMenu />
        <div className="flex items-center gap-1 sm:gap-2">
          <ThemeToggle />
          <Link
            to="/contact"
            className="inline-flex rounded-full bg-brand-600 px-3 py-2.5 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-700 min-[375px]:px-4 sm:px-5 dark:bg-brand-400 dark:text-slate-950 dark:hover:bg-brand-300"
          >
            Discuss
          </Link>
          <PhoneMenu />
        </div>
      </div>
    </header>
  );
}
