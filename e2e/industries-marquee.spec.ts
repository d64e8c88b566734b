import { axeViolations } from './axe';
import { expect, test } from './fixtures';

/**
 * Issue 20, item 6: the industries marquee names each industry in text, in the site's font and in colours
 * that read in both themes, and its pause button says what it pauses.
 */
const PAGE = '/digital-marketing-services/social-media-strategy-services';

for (const theme of ['light', 'dark'] as const) {
  test(
    `the industries are text beside an icon, and axe finds nothing (${theme} theme)`,
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'no-preference' });
      await page.goto(PAGE);
      if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
      const section = page.locator('#section-industries');
      await section.scrollIntoViewIfNeeded();
      const marquee = section.getByTestId('logo-marquee');
      const labels = marquee.getByTestId('marquee-badge-label');
      await expect(labels.first()).toBeVisible();

      // Real text in the site's font, not words drawn into an image.
      const names = [...new Set((await labels.allTextContents()).map((name) => name.trim()))];
      expect(names).toEqual(expect.arrayContaining(['Healthcare', 'EdTech']));
      await expect(marquee.locator('img')).toHaveCount(0);
      expect(await labels.first().evaluate((label) => getComputedStyle(label).fontFamily)).toMatch(/^"?Inter Variable/);
      await expect(marquee.getByRole('listitem')).toHaveText(names);

      // The button says what it will do: pause while the industries move, play once they stand still.
      await marquee.getByRole('button', { name: 'Pause the industries' }).click();
      await expect(marquee.getByRole('button', { name: 'Play the industries' })).toBeFocused();
      await expect(marquee.locator('.rfm-marquee').first()).toHaveCSS('animation-play-state', 'paused');

      expect(await axeViolations(page, { include: '#section-industries' })).toEqual([]);
      await section.screenshot({ path: testInfo.outputPath(`industries-${theme}.png`) });
    },
  );
}
