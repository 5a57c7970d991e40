import { authenticator } from 'otplib';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Tasman2026Demo';
export const NZ_URL = `http://localhost:${process.env.E2E_NZ_PORT ?? 4310}`;
export const AU_URL = `http://localhost:${process.env.E2E_AU_PORT ?? 4311}`;
const root = path.resolve(import.meta.dirname, '../..');

/** The login page's update notice counter (spec 000 §4, §9): the notice shows while it is below 3. */
export const NOTICE_COOKIE = 'tasman_notice_count';

/**
 * A page that fails its test on any console error (STYLE: 'a console.error during a test fails it').
 * Chromium's own "Failed to load resource" lines for answers the app expects (401 before sign-in,
 * 4xx of a refused sign-in) are not the app's errors.
 *
 * Each test's browser starts as one that has already seen the demo's update notice 3 times today,
 * so the notice does not cover the login form of journeys about something else; the journeys about
 * the notice clear the cookie (clearNoticeCounter).
 */
export const test = base.extend<{ consoleErrors: string[]; noticeAlreadySeen: void }>({
  noticeAlreadySeen: [
    async ({ context }, use) => {
      // Cookies are per host, not per port: one covers both portals.
      await context.addCookies([{ name: NOTICE_COOKIE, value: '3', domain: 'localhost', path: '/' }]);
      await use();
    },
    { auto: true },
  ],
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

/** Starts the update notice's daily counter again, as for a browser that has not seen it today. */
export async function clearNoticeCounter(page: Page) {
  await page.context().clearCookies({ name: NOTICE_COOKIE });
}

/**
 * Signs in through the login form. A client only prompted to set up two-factor (demo.client) gets
 * the 2fa-setup view first: this chooses 'Not Now' (spec 000 §4 'Sign-in' 4), as a journey about
 * something else would. A required set-up (staff, advisers) is left on screen for the test.
 */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD, baseUrl = NZ_URL) {
  await page.goto(`${baseUrl}/login`);
  await submitLogin(page, username, password);
}

/** The login form on the page as it is (signIn without opening /login first). */
export async function submitLogin(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  // Wait for the answer, so a test that navigates next cannot cut the sign-in off mid-flight.
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/v1/auth/login'));
  await page.getByRole('button', { name: 'Login' }).click();
  const answer = await answered;
  if (!answer.ok()) return;
  const body = (await answer.json()) as { outcome: string; twoFactorSetup?: string };
  if (body.outcome === 'signed-in' && body.twoFactorSetup === 'optional') await chooseNotNow(page);
}

/** 'Not Now' on the 2fa-setup view: stores Ignore2FAPrompt, then enters the portal. */
export async function chooseNotNow(page: Page) {
  const stored = page.waitForResponse((response) => response.url().endsWith('/api/v1/preferences/two-factor-prompt'));
  await page.getByRole('button', { name: 'Not Now' }).click();
  expect((await stored).ok()).toBe(true);
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

/** A full-page screenshot of the screen as it is, which must hold 0 serious or critical axe violations. */
export async function screenshot(page: Page, name: string) {
  await expectAccessible(page, name);
  await page.screenshot({
    path: path.join(root, 'e2e/artifacts/screenshots', `${name}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}

/** The page at desktop (1440 px) and phone (390 px) widths, as `${name}-desktop` and `${name}-phone`; ends at desktop width. */
export async function screenshotAtBothWidths(page: Page, name: string) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize({ width: 1440, height: 900 });
}

/**
 * Follows the newest link of the newest e-mail to `to` whose subject matches, from the demo mailbox
 * page, as a newcomer would (issue 4 'demo mailbox'). Returns the address it opened.
 */
export async function followMailboxLink(page: Page, to: string, subject: RegExp, baseUrl = NZ_URL): Promise<string> {
  await page.goto(`${baseUrl}/mailbox`);
  const mail = page.getByRole('article', { name: subject }).filter({ hasText: `To ${to}` }).first();
  await expect(mail).toBeVisible();
  await expectAccessible(page, 'mailbox');
  const link = mail.getByRole('link', { name: /\/login\?op=/ });
  const href = (await link.getAttribute('href')) ?? '';
  await link.click();
  await expect(page).toHaveURL(/\/login\?op=/);
  return href;
}

/** The WCAG rules every screen is held to (DESIGN §9): WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** One line per violation: the rule, its impact, how many elements and the first few (with colours, for contrast). */
function describeViolation(violation: Violation) {
  const targets = violation.nodes.slice(0, 5).map((node) => {
    const data = node.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
    const colours = data?.fgColor ? ` [${data.fgColor} on ${data.bgColor}, ${data.contrastRatio}:1]` : '';
    return `${node.target.map(String).join(' ')}${colours} ${node.html.slice(0, 120)}`;
  });
  return `${violation.id} (${violation.impact}): ${violation.help}; ${violation.nodes.length} element(s): ${targets.join(' | ')}`;
}

/**
 * Runs axe-core on the page as it is (open dialogs included) and fails on any serious or critical
 * violation of the WCAG 2.2 A/AA rules (issue 9 item 29): call it once a screen's content is on it.
 */
export async function expectAccessible(page: Page, screenName: string) {
  const blockingNow = async () =>
    (await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()).violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
  let blocking = await blockingNow();
  // A screen still rendering can show axe a passing state (a node gone mid-run); what stays is real.
  if (blocking.length > 0) {
    await page.waitForTimeout(1000);
    blocking = await blockingNow();
  }
  expect(blocking.map(describeViolation), `serious or critical axe violations on ${screenName}`).toEqual([]);
}

// The secret the README prints for demo.twofactor, as a person would type it into an authenticator app.
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/**
 * demo.twofactor signs in with a code from the authenticator. A code is accepted once (replay
 * defence), and another journey may just have used this 30-second step's code: then the next
 * step's code is used.
 */
export async function signInWithTwoFactorCode(page: Page) {
  await signIn(page, 'demo.twofactor');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    await page.getByLabel('Secret code').fill(authenticator.generate(DEMO_TOTP_SECRET));
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/two-factor'));
    await page.getByRole('button', { name: 'Verify' }).click();
    if ((await answered).ok()) break;
    await page.waitForTimeout((authenticator.timeRemaining() + 1) * 1000);
  }
  await expect(page).toHaveURL(/\/dashboard\/portfolios$/);
}

/**
 * Opens `url` and gives the API's answer that its screen was drawn from: the browser's own request
 * for it, or, where the server drew the screen's first view (issue 15, apps/web/src/first-view/), the
 * answer of the same route that the page came with (its query, found by `queryKey`). `url` of the
 * answer is known only in the first case.
 */
export async function gotoWithAnswer<T>(
  page: Page,
  url: string,
  match: { request: (url: URL) => boolean; queryKey: (key: readonly unknown[]) => boolean },
): Promise<{ body: T; url: URL | null }> {
  const answered = page.waitForResponse((response) => match.request(new URL(response.url())));
  answered.catch(() => {});
  const navigation = await page.goto(url);
  const html = (await navigation?.text()) ?? '';
  const state = /<script type="application\/json" id="first-view-state">(.*?)<\/script>/s.exec(html)?.[1];
  if (state) {
    const queries = (JSON.parse(state) as { queries: Array<{ queryKey: unknown[]; state: { data: unknown } }> }).queries;
    const query = queries.find((candidate) => match.queryKey(candidate.queryKey));
    if (query) return { body: query.state.data as T, url: null };
  }
  const response = await answered;
  return { body: (await response.json()) as T, url: new URL(response.url()) };
}
