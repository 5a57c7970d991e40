import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { test as base, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Tasman2026Demo';
export const NZ_URL = `http://localhost:${process.env.E2E_NZ_PORT ?? 4310}`;
export const AU_URL = `http://localhost:${process.env.E2E_AU_PORT ?? 4311}`;
const root = path.resolve(import.meta.dirname, '../..');

/**
 * A page that fails its test on any console error (STYLE: 'a console.error during a test fails it').
 * Chromium's own "Failed to load resource" lines for answers the app expects (401 before sign-in,
 * 4xx of a refused sign-in) are not the app's errors.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

export async function signIn(page: Page, username: string, password = DEMO_PASSWORD, baseUrl = NZ_URL) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  // Wait for the answer, so a test that navigates next cannot cut the sign-in off mid-flight.
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/v1/auth/login'));
  await page.getByRole('button', { name: 'Login' }).click();
  await answered;
}

export function sideNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main navigation' });
}

/** Labels of the side navigation's links, in order. */
export async function sideNavLabels(page: Page): Promise<string[]> {
  const nav = sideNav(page);
  await expect(nav.getByRole('link').first()).toBeVisible();
  return (await nav.getByRole('link').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
}

/** Runs `npm run portal -- …` against the e2e server's database, as an operator would. */
export async function portalCli(...args: string[]) {
  const tsx = path.join(root, 'node_modules/.bin/tsx');
  const { stdout } = await promisify(execFile)(tsx, ['apps/server/src/cli/portal.ts', ...args], {
    cwd: root,
    env: { ...process.env, PORTAL_DATA_DIR: process.env.E2E_DATA_DIR ?? '', DATABASE_URL: '' },
  });
  return stdout;
}

export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: path.join(root, 'e2e/artifacts/screenshots', `${name}.png`), fullPage: true });
}
