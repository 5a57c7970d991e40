import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KIWISAVER } from '@/features/accounts/screens/account-detail-test-data';
import { detailAnswers, failure, N, SECURITIES } from '@/features/accounts/screens/account-detail-test-kit';
import { mockApi } from '@/test/api-mock';
import { CLIENT, NZ_PORTAL, STAFF } from '@/test/fixtures';
import { hasFirstView, renderFirstView } from './render-first-view';

/**
 * The server's first view, rendered here as the server renders it (renderToString), with the
 * answers the API would give (mockApi stands in for the server's own routes, as fetch does for the
 * app). The figures must be the app's own for the same answers (account-details-screen.test.tsx).
 */
const BOOT = {
  'GET /api/v1/portal/info': () => ({ body: NZ_PORTAL }),
  'GET /api/v1/auth/session': () => ({ body: { user: CLIENT } }),
};
const DESKTOP = { phone: false };

// As the server's build has it (vite build --ssr): lazyOnClient code never loads, tables choose by the phone hint.
beforeEach(() => {
  vi.stubEnv('SSR', true);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

/** The state script's JSON as the page gets it, read back. */
function answersIn(state: string): Array<{ queryKey: unknown[] }> {
  return (JSON.parse(state) as { queries: Array<{ queryKey: unknown[] }> }).queries;
}

describe('first view of a screen (issue 15)', () => {
  it('draws an account screen with its figures from the same answers as the app, and hands those answers on', async () => {
    const api = mockApi({ ...BOOT, ...detailAnswers() });
    const view = await renderFirstView(`/dashboard/kiwisaver/${N}`, DESKTOP);

    expect(view).not.toBeNull();
    const page = document.createElement('div');
    page.innerHTML = view!.html;
    expect(page.querySelector('h1, h2')?.textContent).toBeTruthy();
    expect(page.textContent).toContain('Account 700001');
    // The valuation's table, as account-details-screen.test.tsx reads it from the app.
    const table = page.querySelector('table[aria-label="Holdings"]');
    expect(table?.textContent).toContain('Tasman Balanced Fund');
    expect(table?.textContent).toContain('$19,205.17');
    expect(table?.textContent).toContain('$31,705.17');
    // Each answer asked once, and the holdings among those handed on.
    expect(api.callsTo(`GET ${SECURITIES.slice(4)}`)).toHaveLength(1);
    expect(answersIn(view!.state).map((query) => query.queryKey)).toContainEqual(['accounts', N, 'holdings', 'current']);
  });

  it('writes its answers so that no text in them can end the script element or start markup', async () => {
    const name = '</script><script>alert(1)</script>';
    mockApi({
      ...BOOT,
      ...detailAnswers({
        'GET /api/v1/accounts': () => ({
          body: { ownedList: [{ ...KIWISAVER, accountName: name }], relatedList: [], portfolioSummary: [] },
        }),
      }),
    });
    const view = await renderFirstView(`/dashboard/kiwisaver/${N}`, DESKTOP);

    expect(view!.state).not.toContain('</script');
    expect(view!.state).not.toContain('<');
    expect(JSON.stringify(JSON.parse(view!.state))).toContain(name);
    expect(view!.html).not.toContain('<script>alert');
  });

  it('gives a phone the cards and any other browser the table', async () => {
    mockApi({ ...BOOT, ...detailAnswers() });
    const phone = await renderFirstView(`/dashboard/kiwisaver/${N}`, { phone: true });
    mockApi({ ...BOOT, ...detailAnswers() });
    const desktop = await renderFirstView(`/dashboard/kiwisaver/${N}`, DESKTOP);

    expect(phone!.html).toContain('data-layout="cards"');
    expect(phone!.html).not.toContain('data-layout="table"');
    expect(desktop!.html).toContain('data-layout="table"');
    expect(desktop!.html).not.toContain('data-layout="cards"');
  });

  it('draws nothing when nobody is signed in, when an answer it needs fails, or for a screen without one', async () => {
    mockApi({ ...BOOT, 'GET /api/v1/auth/session': () => ({ status: 401, body: { Id: 'Unauthorized', Message: 'x' } }), ...detailAnswers() });
    expect(await renderFirstView(`/dashboard/kiwisaver/${N}`, DESKTOP)).toBeNull();

    mockApi({ ...BOOT, ...detailAnswers({ [SECURITIES]: () => failure }) });
    expect(await renderFirstView(`/dashboard/kiwisaver/${N}`, DESKTOP)).toBeNull();

    // Another client's account: the server answers 404 (or 403); the app shows its own panel for it.
    mockApi({ ...BOOT, ...detailAnswers({ [SECURITIES]: () => ({ status: 404, body: { Id: 'NotFound', Message: 'Not found' } }) }) });
    expect(await renderFirstView(`/dashboard/kiwisaver/${N}`, DESKTOP)).toBeNull();

    const api = mockApi({ ...BOOT, ...detailAnswers() });
    expect(await renderFirstView('/profile/details', DESKTOP)).toBeNull();
    expect(await renderFirstView('/login', DESKTOP)).toBeNull();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it("draws nothing for a screen that sends the app elsewhere: a KiwiSaver account under the unit trusts' route", async () => {
    const warn = vi.spyOn(console, 'warn');
    const api = mockApi({ ...BOOT, ...detailAnswers() });
    expect(await renderFirstView(`/dashboard/investment-funds/${N}`, DESKTOP)).toBeNull();
    // Every answer was a success: it is the redirect that gives no first view.
    for (const result of api.fetchMock.mock.results) expect((await result.value).status).toBe(200);
    // The router's warning is how the redirect was seen; it is not passed on to the server's log.
    expect(warn).not.toHaveBeenCalled();
    expect(console.warn).toBe(warn);
  });

  it('draws the home for a client at the empty path, and nothing for staff, whom the app sends elsewhere', async () => {
    const factFinds = {
      'GET /api/v1/fact-finds?productType=KS': () => ({ body: { list: [] } }),
      'GET /api/v1/fact-finds?productType=PW': () => ({ body: { list: [] } }),
    };
    mockApi({ ...BOOT, ...detailAnswers(), ...factFinds });
    const home = await renderFirstView('/', DESKTOP);
    expect(home).not.toBeNull();
    // The client's home: their account's card, with its value (the text of its name, number and value).
    const page = document.createElement('div');
    page.innerHTML = home!.html;
    expect(page.textContent).toContain('Hannah Wilson KiwiSaverAccount 700001$31,705.17');

    mockApi({ ...BOOT, 'GET /api/v1/auth/session': () => ({ body: { user: STAFF } }), ...detailAnswers() });
    expect(await renderFirstView('/', DESKTOP)).toBeNull();
  });

  it('knows which paths may have one before asking anything', () => {
    expect(hasFirstView('/dashboard/kiwisaver/4100082')).toBe(true);
    expect(hasFirstView('/dashboard/wealth-management/5000001/12')).toBe(true);
    expect(hasFirstView('/transactions')).toBe(true);
    expect(hasFirstView('/')).toBe(true);
    expect(hasFirstView('/login')).toBe(false);
    expect(hasFirstView('/api/v1/accounts')).toBe(false);
    expect(hasFirstView('/profile')).toBe(false);
  });
});
