/**
 * The first moment of a page (docs/decisions/017-alive-from-the-first-paint.md): what a visitor does in a fresh
 * page, before its code has arrived, must not be lost. Each case acts on a control as soon as it is in the page,
 * at a given delay after the first byte of the document, and then waits for the effect a hydrated page would
 * show. `e2e/first-moment.spec.ts` runs every case at every delay and only checks that the effect comes;
 * `npm run audit -- --first-interaction` runs the same cases and reports how long the effect took.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { Locator, Page } from '@playwright/test';

import { expect as expectNow } from './fixtures';

/** A slowed phone on a busy machine may take many seconds to hydrate: what it shows then is what is checked. */
const expect = expectNow.configure({ timeout: 20_000 });

export interface FirstMomentCase {
  /** What the visitor does, in the test's title. */
  readonly name: string;
  /** The page it happens on. */
  readonly path: string | ((page: Page) => Promise<string>);
  /** A phone's viewport (390 × 844, touch) instead of the desktop's. */
  readonly phone?: boolean;
  /** With no cookie choice stored, so the cookie banner is up. */
  readonly firstVisit?: boolean;
  /** The control the visitor reaches for: the case waits until it is in the page before acting. */
  readonly control: (page: Page) => Locator;
  /** Anything the visitor does before the timed action (typing an address, say); runs at once. */
  readonly prepare?: (page: Page) => Promise<void>;
  /**
   * Which of the action's input events the effect answers: the first (a click), or the last (leaving a field
   * after typing into it, ticking a box after choosing a radio).
   */
  readonly timedFrom?: 'first' | 'last';
  /** The action whose effect is timed. */
  readonly act: (page: Page) => Promise<void>;
  /**
   * The effect, as a condition evaluated in the page on every frame (for the timing) and a Playwright assertion
   * (for the test). Both must say the same thing.
   */
  readonly effectInPage: () => boolean;
  readonly expectEffect: (page: Page) => Promise<void>;
}

/** The delays after the first byte at which a case acts (issue 31). */
export const FIRST_MOMENT_DELAYS_MS = [0, 100, 300, 1000] as const;

/** The sub-service page with a FAQ, benefit tabs and the section menu. */
const SUB_SERVICE = '/digital-marketing-services/b2b-seo-services';

/** An open role's application page, from the open roles list. */
async function applicationPath(page: Page): Promise<string> {
  const response = await page.request.get('/career/open-roles');
  const html = await response.text();
  const detail = /href="\/jobs\/[^/"]+\/([^"]+)"/.exec(html);
  if (!detail?.[1]) throw new Error('No open role is listed on /career/open-roles');
  return `/jobs/${detail[1]}/ApplyNow`;
}

let renamedProgram: string | undefined;

/** A Windows program (its first bytes say so) saved as resume.pdf, once per test process. */
function renamedProgramOnDisk(): string {
  if (!renamedProgram) {
    renamedProgram = path.join(mkdtempSync(path.join(os.tmpdir(), 'first-moment-')), 'resume.pdf');
    writeFileSync(
      renamedProgram,
      Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]), Buffer.alloc(2048)]),
    );
  }
  return renamedProgram;
}

const newsletterField = (page: Page) =>
  page.getByRole('form', { name: 'Newsletter sign-up' }).getByLabel('Email address');

const cookieValue = (name: string) => new RegExp(`(?:^|; )${name}=([^;]*)`).exec(document.cookie)?.[1];

export const firstMomentCases: readonly FirstMomentCase[] = [
  {
    name: 'the cookie banner’s Accept',
    path: '/',
    firstVisit: true,
    control: (page) => page.getByRole('button', { name: 'Accept' }),
    act: (page) => page.getByRole('button', { name: 'Accept' }).click({ force: true }),
    effectInPage: () => {
      const banner = document.querySelector('[data-testid="cookie-banner"]');
      const hidden = !banner || getComputedStyle(banner).display === 'none';
      return hidden && /(?:^|; )cookieConsent=accepted(?:;|$)/.test(document.cookie);
    },
    expectEffect: async (page) => {
      await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
      await expect.poll(() => page.evaluate(cookieValue, 'cookieConsent')).toBe('accepted');
    },
  },
  {
    name: 'the cookie banner’s Decline',
    path: '/contact',
    firstVisit: true,
    control: (page) => page.getByRole('button', { name: 'Decline' }),
    act: (page) => page.getByRole('button', { name: 'Decline' }).click({ force: true }),
    effectInPage: () => {
      const banner = document.querySelector('[data-testid="cookie-banner"]');
      const hidden = !banner || getComputedStyle(banner).display === 'none';
      return hidden && /(?:^|; )cookieConsent=declined(?:;|$)/.test(document.cookie);
    },
    expectEffect: async (page) => {
      await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
      await expect.poll(() => page.evaluate(cookieValue, 'cookieConsent')).toBe('declined');
    },
  },
  {
    // Issue 35: a visitor who answered may change their answer from any page, code or no code yet.
    name: 'Cookie settings in the footer',
    path: '/about',
    control: (page) => page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }),
    act: (page) =>
      page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click({ force: true }),
    effectInPage: () => {
      const banner = document.querySelector('[data-testid="cookie-banner"]');
      const shown = banner !== null && getComputedStyle(banner).display !== 'none';
      return shown && !/(?:^|; )cookieConsent=/.test(document.cookie);
    },
    expectEffect: async (page) => {
      await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
      await expect.poll(() => page.evaluate(cookieValue, 'cookieConsent')).toBeUndefined();
    },
  },
  {
    name: 'the theme toggle',
    path: '/about',
    control: (page) => page.getByTestId('theme-toggle'),
    act: (page) => page.getByTestId('theme-toggle').click({ force: true }),
    effectInPage: () => document.documentElement.classList.contains('dark'),
    expectEffect: async (page) => {
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      await expect(page.getByTestId('theme-toggle')).toHaveAttribute('aria-pressed', 'true');
    },
  },
  {
    name: 'the phone menu',
    path: '/services',
    phone: true,
    control: (page) => page.getByRole('button', { name: 'Open menu' }),
    act: (page) => page.getByRole('button', { name: 'Open menu' }).tap({ force: true }),
    effectInPage: () => {
      const drawer = document.querySelector('[data-testid="mobile-menu"]');
      return drawer !== null && drawer.getBoundingClientRect().width > 0;
    },
    expectEffect: async (page) => {
      await expect(page.getByTestId('mobile-menu')).toBeVisible();
    },
  },
  {
    name: 'the desktop menu by keyboard',
    path: '/career',
    control: (page) => page.getByRole('button', { name: 'Services submenu' }),
    act: async (page) => {
      await page.getByRole('button', { name: 'Services submenu' }).focus();
      await page.keyboard.press('Enter');
    },
    effectInPage: () =>
      document.querySelector('button[aria-label="Services submenu"]')?.getAttribute('aria-expanded') === 'true',
    expectEffect: async (page) => {
      await expect(page.getByRole('button', { name: 'Services submenu' })).toHaveAttribute('aria-expanded', 'true');
    },
  },
  {
    name: 'a FAQ item',
    path: SUB_SERVICE,
    control: (page) => page.getByTestId('faq-item').first(),
    act: (page) => page.getByTestId('faq-item').first().getByText(/\?$/).first().click({ force: true }),
    // The answer shows: the item's rendered text is more than its question.
    effectInPage: () => {
      const item = document.querySelector<HTMLElement>('[data-testid="faq-item"]');
      const question = item?.querySelector<HTMLElement>('summary, h3')?.innerText ?? '';
      return item !== null && item.innerText.trim().length > question.trim().length + 20;
    },
    expectEffect: async (page) => {
      await expect
        .poll(() =>
          page
            .getByTestId('faq-item')
            .first()
            .evaluate((item: HTMLElement) => {
              const question = item.querySelector<HTMLElement>('summary, h3')?.innerText ?? '';
              return item.innerText.trim().length - question.trim().length;
            }),
        )
        .toBeGreaterThan(20);
    },
  },
  {
    name: 'a benefit tab',
    path: SUB_SERVICE,
    control: (page) => page.locator('[data-section="benefits"]').getByRole('tab').nth(1),
    act: (page) => page.locator('[data-section="benefits"]').getByRole('tab').nth(1).click({ force: true }),
    effectInPage: () => {
      const tab = document.querySelectorAll('[data-section="benefits"] [role="tab"]')[1];
      const panelId = tab?.getAttribute('aria-controls');
      const panel = panelId ? document.getElementById(panelId) : null;
      return tab?.getAttribute('aria-selected') === 'true' && panel !== null && !panel.hidden;
    },
    expectEffect: async (page) => {
      const tab = page.locator('[data-section="benefits"]').getByRole('tab').nth(1);
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator('[data-section="benefits"]').getByRole('tabpanel')).toBeVisible();
      await expect(page.locator('[data-section="benefits"]').getByRole('tabpanel')).toHaveAttribute(
        'aria-labelledby',
        (await tab.getAttribute('id')) ?? '',
      );
    },
  },
  {
    name: 'a section-menu tab',
    path: SUB_SERVICE,
    control: (page) => page.getByTestId('section-menu').getByRole('link', { name: 'FAQ' }),
    act: (page) => page.getByTestId('section-menu').getByRole('link', { name: 'FAQ' }).click({ force: true }),
    // The FAQ comes up to the top of the page (exactly 170 px below it once nothing above it moves any more: the
    // service pages' suite checks that on a settled page), or the page is as far down as it goes.
    effectInPage: () => {
      const faq = document.querySelector('[data-section="faq"]');
      if (!faq) return false;
      const top = faq.getBoundingClientRect().top;
      const atBottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      return (top >= 0 && top <= window.innerHeight / 2) || (atBottom && top < window.innerHeight / 2);
    },
    expectEffect: async (page) => {
      await expect
        .poll(() =>
          page.evaluate(() => {
            const top = document.querySelector('[data-section="faq"]')?.getBoundingClientRect().top ?? -1;
            const atBottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
            return (top >= 0 && top <= window.innerHeight / 2) || (atBottom && top < window.innerHeight / 2);
          }),
        )
        .toBe(true);
      await expect(page.getByTestId('section-menu').getByRole('link', { name: 'FAQ' })).toHaveAttribute(
        'aria-current',
        'location',
      );
    },
  },
  {
    name: 'a contact field’s rule message',
    timedFrom: 'last',
    path: '/contact',
    control: (page) => page.getByLabel('First name'),
    act: async (page) => {
      await page.getByLabel('First name').pressSequentially(' John');
      await page.keyboard.press('Tab');
    },
    effectInPage: () => document.body.innerText.includes('Cannot start with space'),
    expectEffect: async (page) => {
      await expect(page.getByText('Cannot start with space')).toBeVisible();
      await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
    },
  },
  {
    name: 'a newsletter field’s rule message',
    timedFrom: 'last',
    path: '/privacy',
    control: (page) => newsletterField(page),
    act: async (page) => {
      const field = newsletterField(page);
      await field.pressSequentially('ab@c');
      await page.keyboard.press('Tab');
    },
    effectInPage: () => document.body.innerText.includes('*Invalid email'),
    expectEffect: async (page) => {
      await expect(page.getByText('*Invalid email')).toBeVisible();
    },
  },
  {
    name: 'the application form’s “Experienced” choice',
    path: applicationPath,
    control: (page) => page.getByRole('radio', { name: 'Experienced' }),
    act: (page) => page.getByRole('radio', { name: 'Experienced' }).click({ force: true }),
    effectInPage: () => document.querySelector('input[name="yearsOfExperience"]') !== null,
    expectEffect: async (page) => {
      await expect(page.getByRole('radio', { name: 'Experienced' })).toBeChecked();
      await expect(page.getByLabel(/Years of experience/)).toBeVisible();
    },
  },
  {
    name: 'the application form’s Currently Pursuing box',
    timedFrom: 'last',
    path: applicationPath,
    control: (page) => page.getByRole('radio', { name: 'Experienced' }),
    act: async (page) => {
      await page.getByRole('radio', { name: 'Experienced' }).click({ force: true });
      await page.getByRole('checkbox', { name: /Currently Pursuing/i }).click({ force: true });
    },
    effectInPage: () => {
      const notice = document.querySelector<HTMLInputElement>('input[name="noticePeriod"]');
      const box = document.querySelector<HTMLInputElement>('input[name="currentlyPursuing"]');
      return notice !== null && notice.disabled && box !== null && box.checked;
    },
    expectEffect: async (page) => {
      await expect(page.getByRole('checkbox', { name: /Currently Pursuing/i })).toBeChecked();
      await expect(page.getByLabel(/Notice period/)).toBeDisabled();
    },
  },
  {
    name: 'a program renamed resume.pdf, chosen on the application form',
    path: applicationPath,
    control: (page) => page.getByTestId('job-application-form').getByLabel(/^Resume/),
    // Chosen from a file on disk, as the browser's file picker gives it: Playwright then fires the browser's own
    // (trusted) input and change events, which the contract records. (A file given as bytes is put in by a script
    // of Playwright's whose events are not the visitor's, and the contract rightly ignores those.)
    act: (page) =>
      page
        .getByTestId('job-application-form')
        .getByLabel(/^Resume/)
        .setInputFiles(renamedProgramOnDisk()),
    effectInPage: () => document.body.innerText.includes('Only pdf and docx are allowed'),
    expectEffect: async (page) => {
      const form = page.getByTestId('job-application-form');
      await expect(form.getByText('*Only pdf and docx are allowed')).toBeVisible();
      await expect(form.getByTestId('chosen-file')).toContainText('resume.pdf');
    },
  },
  {
    name: 'an early submit of a valid newsletter form',
    path: '/privacy',
    control: (page) => newsletterField(page),
    prepare: async (page) => {
      const address = `first.moment.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
      await newsletterField(page).fill(address);
    },
    act: (page) =>
      page
        .getByRole('form', { name: 'Newsletter sign-up' })
        .getByRole('button', { name: 'Subscribe' })
        .click({ force: true }),
    effectInPage: () => document.body.innerText.includes('Thankyou for subscribing!'),
    expectEffect: async (page) => {
      await expect(page.getByText('Thankyou for subscribing!')).toBeVisible({ timeout: 45_000 });
    },
  },
];
