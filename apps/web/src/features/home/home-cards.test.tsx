import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountSummary } from '@tasman/domain/contracts/accounts';
import type { SessionUser } from '@tasman/domain/contracts/auth';
import type { FactFind } from '@tasman/domain/contracts/home';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockAnswer } from '@/test/api-mock';
import { accountSummary, AU_PORTAL, CLIENT } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

// The first find waits for the lazy layout and screen chunks, which can take seconds on a busy machine.
const LOADED = { timeout: 10_000 };

const PROSPECT_PW: SessionUser = { ...CLIENT, clientStatusCode: 'PROSPECTPW', isProspect: true, holds: { ...CLIENT.holds, KS: false, UT: false } };

function factFind(productType: 'KS' | 'PW', factFindStageCode: FactFind['factFindStageCode'], factFindId = `ff-${factFindStageCode}`): FactFind {
  return { factFindId, clientId: 'c-1', productType, factFindStageCode, createdAt: '2026-10-01T00:00:00Z', updatedAt: '2026-10-02T00:00:00Z' };
}

interface HomeWorld {
  owned?: AccountSummary[];
  related?: AccountSummary[];
  ks?: FactFind[];
  pw?: FactFind[];
  dateOfBirth?: string | null;
  extra?: Record<string, () => MockAnswer>;
}

/** The client home's calls answered as a test needs; the client record carries the date of birth. */
function home({ owned = [], related = [], ks = [], pw = [], dateOfBirth = null, extra = {} }: HomeWorld) {
  return mockApi({
    'GET /api/v1/accounts': () => ({ body: { ownedList: owned, relatedList: related, portfolioSummary: [] } }),
    'GET /api/v1/profile': () => ({
      body: { clientKey: 'CK1', clientSalutation: 'Ms Test', name: { firstName: 'Aroha' }, userType: 'Client', username: 'x' },
    }),
    'GET /api/v1/client/CK1': () => ({
      body: { clientId: 'c-1', clientKey: 'CK1', clientStatusCode: null, dateOfBirth, userType: 'Client', name: { title: null, knownAs: null, firstName: 'Aroha', lastName: 'Test' } },
    }),
    'GET /api/v1/fact-finds?productType=KS': () => ({ body: { list: ks } }),
    'GET /api/v1/fact-finds?productType=PW': () => ({ body: { list: pw } }),
    ...extra,
  });
}

const ut = accountSummary({ accountNumber: '600200', productType: 'UT', accountName: 'Growth Fund' });
const ks = accountSummary({ accountNumber: '700001', productType: 'KS', accountName: 'KiwiSaver' });
const pwDims = accountSummary({ accountNumber: '800100', productType: 'PW', accountName: 'Family Portfolio', isDIMS: true });

async function sidePanel() {
  return screen.findByRole('complementary', { name: 'Insights' }, LOADED);
}

describe('client home cards and tiles (spec 000 §2.5, §4)', { timeout: 30_000 }, () => {
  it('shows the KiwiSaver advice status at InReview with the spec wording, and nothing of a final one', async () => {
    home({ owned: [ks], ks: [factFind('KS', 'Expired'), factFind('KS', 'InReview')] });
    renderApp('/dashboard/portfolios', { user: CLIENT });
    const card = await screen.findByTestId('kiwisaver-advice-status', {}, LOADED);
    expect((card).textContent).toContain('We are getting your investment plan ready.');
    expect(within(card).queryByRole('link')).toBeNull();
  });

  it('leads from AwaitingPlan to the advice page with Continue', async () => {
    home({ owned: [ks], ks: [factFind('KS', 'AwaitingPlan', 'ff-9')] });
    renderApp('/dashboard/portfolios', { user: CLIENT });
    const card = await screen.findByTestId('kiwisaver-advice-status', {}, LOADED);
    expect((card).textContent).toContain('We have your investment plan ready.');
    expect((within(card).getByRole('link', { name: 'Continue' })).getAttribute('href')).toBe('/personal-advice-kiwisaver/ff-9/c-1/advice');
  });

  it('welcomes an InProgress KiwiSaver fact-find with its estimate and Continue to the fact-find', async () => {
    home({ owned: [ks], ks: [factFind('KS', 'InProgress', 'ff-3')] });
    renderApp('/dashboard/portfolios', { user: CLIENT });
    const card = await screen.findByTestId('kiwisaver-advice-status', {}, LOADED);
    expect((card).textContent).toContain('about 10 minutes');
    expect((within(card).getByRole('link', { name: 'Continue' })).getAttribute('href')).toBe('/fact-find/ff-3');
  });

  it('shows no KiwiSaver advice status for Completed, NotProceeding or Expired fact-finds', async () => {
    home({ owned: [ut], ks: [factFind('KS', 'Completed', 'a'), factFind('KS', 'NotProceeding', 'b'), factFind('KS', 'Expired', 'c')] });
    renderApp('/dashboard/portfolios', { user: CLIENT });
    await sidePanel();
    await screen.findByTestId('wealth-fact-find-invitation', {}, LOADED);
    expect(screen.queryByTestId('kiwisaver-advice-status')).toBeNull();
  });

  it('shows only the first non-final wealth-management fact-find by stage order', async () => {
    home({ owned: [ut], pw: [factFind('PW', 'Completed', 'done'), factFind('PW', 'AwaitingPlan', 'plan'), factFind('PW', 'Submitted', 'sent')] });
    renderApp('/dashboard/portfolios', { user: CLIENT });
    const cards = await screen.findAllByTestId('wealth-fact-find-status', {}, LOADED);
    expect(cards).toHaveLength(1);
    expect(cards[0]?.textContent).toContain('Thank you for completing your fact-find.');
    expect(screen.queryByTestId('wealth-fact-find-invitation')).toBeNull();
  });

  it('invites a client without a wealth-management account to the fact-find, with 10 to 15 minutes', async () => {
    home({ owned: [ut, ks] });
    renderApp('/dashboard/portfolios', { user: CLIENT });
    const card = await screen.findByTestId('wealth-fact-find-invitation', {}, LOADED);
    expect((card).textContent).toContain('10 to 15 minutes');
    expect((within(card).getByRole('link', { name: 'Start the fact-find' })).getAttribute('href')).toBe('/wealth-management-rtq');
  });

  it('shows the warm KiwiSaver prospect tile to a 40-year-old unit trust client without KiwiSaver', async () => {
    home({ owned: [ut], dateOfBirth: '1986-01-15' });
    renderApp('/dashboard/portfolios', { user: CLIENT });
    const tile = await screen.findByTestId('warm-kiwisaver-tile', {}, LOADED);
    expect((within(tile).getByRole('link', { name: 'Find out more' })).getAttribute('href')).toBe('/digitaladvicekiwisaver-sign-up');
  });

  it('shows no warm KiwiSaver tile to a KiwiSaver member, to someone 65 or over, or without a date of birth', async () => {
    for (const world of [
      { owned: [ut, ks], dateOfBirth: '1986-01-15' },
      { owned: [ut], dateOfBirth: '1950-01-15' },
      { owned: [ut], dateOfBirth: null },
    ]) {
      const { callsTo } = home(world);
      const { unmount } = renderApp('/dashboard/portfolios', { user: CLIENT });
      await sidePanel();
      await screen.findByTestId('fund-documents', {}, LOADED);
      // The client record (the date of birth) has been answered before the tile is looked for.
      await waitFor(() => expect(callsTo('GET /api/v1/client/CK1').length).toBeGreaterThan(0), LOADED);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(screen.queryByTestId('warm-kiwisaver-tile')).toBeNull();
      unmount();
    }
  });

  it('shows fact sheet and fund update buttons to a NZ unit trust client', async () => {
    home({ owned: [ut] });
    renderApp('/dashboard/portfolios', { user: CLIENT });
    const panel = await screen.findByTestId('fund-documents', {}, LOADED);
    expect(within(panel).getByRole('button', { name: 'Fund fact sheets' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Fund updates' })).toBeTruthy();
  });

  it('hides fund updates on the Australian portal but keeps UT-AUS fact sheets', async () => {
    home({ owned: [accountSummary({ accountNumber: '300100', productType: 'UT-AUS' })] });
    renderApp('/dashboard/portfolios', { user: { ...CLIENT, channel: 'AU' }, portal: AU_PORTAL });
    const panel = await screen.findByTestId('fund-documents', {}, LOADED);
    expect(within(panel).getByRole('button', { name: 'Fund fact sheets' })).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Fund updates' })).toBeNull();
    // Wealth management is a New Zealand product: no invitation on the Australian portal.
    expect(screen.queryByTestId('wealth-fact-find-invitation')).toBeNull();
  });

  it('gives a PROSPECTPW prospect the welcome card and prospect tiles, and no fund tiles or value of advice', async () => {
    const { callsTo } = home({ pw: [factFind('PW', 'InProgress', 'ff-p')] });
    renderApp('/dashboard/portfolios', { user: PROSPECT_PW });
    expect((await screen.findByTestId('wealth-prospect-welcome', {}, LOADED)).textContent).toContain('about 2 to 3 business days');
    expect(screen.getByTestId('prospect-tile-adviser')).toBeTruthy();
    const status = await screen.findByTestId('wealth-fact-find-status', {}, LOADED);
    expect((within(status).getByRole('link', { name: 'Continue' })).getAttribute('href')).toBe('/fact-find/ff-p');
    expect(screen.queryByTestId('fund-documents')).toBeNull();
    expect(screen.queryByTestId('value-of-advice')).toBeNull();
    expect(screen.queryByTestId('warm-kiwisaver-tile')).toBeNull();
    expect(callsTo('GET /api/v1/accounts/800100/value-of-advice')).toHaveLength(0);
  });

  it("shows an adviser-managed portfolio's year against its benchmark, from the server's figures", async () => {
    home({
      owned: [pwDims],
      extra: {
        'GET /api/v1/accounts/800100/value-of-advice': () => ({
          body: {
            accountNumber: '800100',
            periodStartDate: '2025-11-21',
            periodEndDate: '2026-11-20',
            perAnnum: false,
            portfolioReturnPercentage: 6.8,
            benchmarkReturnPercentage: 8.4,
            differencePercentagePoints: -1.6,
            benchmarkCoveragePercentage: 80,
            benchmarks: [],
          },
        }),
      },
    });
    renderApp('/dashboard/portfolios', { user: CLIENT });
    const card = await screen.findByTestId('value-of-advice', {}, LOADED);
    expect((await within(card).findByTestId('value-of-advice-portfolio', {}, LOADED)).textContent).toContain('+6.80%');
    expect((within(card).getByTestId('value-of-advice-benchmark')).textContent).toContain('+8.40%');
    expect((within(card).getByTestId('value-of-advice-difference')).textContent).toContain('Behind its benchmark by 1.60 percentage points');
    expect((card).textContent).toContain('80.00% of the portfolio');
  });

  it('shows no value-of-advice card when the server has nothing to compare (404), nor for a non-DIMS portfolio', async () => {
    const { callsTo } = home({
      owned: [pwDims, accountSummary({ accountNumber: '800200', productType: 'PW', isDIMS: false })],
      extra: { 'GET /api/v1/accounts/800100/value-of-advice': () => ({ status: 404, body: { Id: 'NotFound', Message: 'too young' } }) },
    });
    renderApp('/dashboard/portfolios', { user: CLIENT });
    await sidePanel();
    await waitFor(() => expect(callsTo('GET /api/v1/accounts/800100/value-of-advice')).toHaveLength(1), LOADED);
    expect(screen.queryByTestId('value-of-advice')).toBeNull();
    expect(callsTo('GET /api/v1/accounts/800200/value-of-advice')).toHaveLength(0);
  });

  it('shows a wealth-management application card with Continue to the saved page while items are outstanding', async () => {
    const application = accountSummary({ accountId: 'acc-p', accountNumber: '800900', productType: 'PW', accountStatus: 'P', accountIsOpen: false, accountName: 'New Portfolio' });
    home({
      owned: [ut, application],
      extra: {
        'GET /api/v1/wealth-applications/info-required?accountId=acc-p': () => ({
          body: {
            accountId: 'acc-p',
            accountNumber: '800900',
            edosProgress: { currentPage: 4, submitted: false },
            list: [{ itemCode: 'ID', description: 'A certified passport copy', status: 'Outstanding', requestedAt: '2026-11-01T00:00:00Z', resolvedAt: null }],
          },
        }),
      },
    });
    renderApp('/dashboard/portfolios', { user: CLIENT });
    const card = await screen.findByTestId('application-status', {}, LOADED);
    expect((card).textContent).toContain('A certified passport copy');
    expect((within(card).getByRole('link', { name: 'Continue' })).getAttribute('href')).toBe('/wealth-management-application/acc-p/c-1/4');
  });

  it('thanks a submitted applicant (about 2 to 3 business days), and shows no card once nothing is outstanding', async () => {
    const application = accountSummary({ accountId: 'acc-p', accountNumber: '800900', productType: 'PW', accountStatus: 'P', accountIsOpen: false });
    const item = { itemCode: 'ID', description: 'Passport', requestedAt: '2026-11-01T00:00:00Z', resolvedAt: null };
    for (const [status, shown] of [['Outstanding', true], ['Received', false]] as const) {
      const { callsTo } = home({
        owned: [ut, application],
        extra: {
          'GET /api/v1/wealth-applications/info-required?accountId=acc-p': () => ({
            body: { accountId: 'acc-p', accountNumber: '800900', edosProgress: { currentPage: 9, submitted: true }, list: [{ ...item, status }] },
          }),
        },
      });
      const { unmount } = renderApp('/dashboard/portfolios', { user: CLIENT });
      await screen.findByTestId('fund-documents', {}, LOADED);
      if (shown) {
        const card = await screen.findByTestId('application-status', {}, LOADED);
        expect((card).textContent).toContain('about 2 to 3 business days');
        expect(within(card).queryByRole('link', { name: 'Continue' })).toBeNull();
      } else {
        await waitFor(() => expect(callsTo('GET /api/v1/wealth-applications/info-required?accountId=acc-p')).toHaveLength(1), LOADED);
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(screen.queryByTestId('application-status')).toBeNull();
      }
      unmount();
    }
  });

  it('places the government contribution tile for an owned KiwiSaver account when the portal setting is on', async () => {
    const settings = (on: boolean) => () => ({
      body: { showGovtContributionContent: on, distributionPeriodStart: null, distributionPeriodEnd: null, maintenanceAlertEnabled: false },
    });
    home({ owned: [ks], extra: { 'GET /api/v1/portal/settings': settings(true) } });
    const first = renderApp('/dashboard/portfolios', { user: CLIENT });
    const panel = await sidePanel();
    expect(await within(panel).findByTestId('gc-tile', {}, LOADED)).toBeTruthy();
    first.unmount();

    const { callsTo } = home({ owned: [ks], extra: { 'GET /api/v1/portal/settings': settings(false) } });
    renderApp('/dashboard/portfolios', { user: CLIENT });
    await sidePanel();
    await waitFor(() => expect(callsTo('GET /api/v1/portal/settings').length).toBeGreaterThan(0), LOADED);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByTestId('gc-tile')).toBeNull();
  });

  it('lays the side panel out after the accounts in the document', async () => {
    home({ owned: [ut] });
    renderApp('/dashboard/portfolios', { user: CLIENT });
    const panel = await sidePanel();
    const accounts = await screen.findByRole('region', { name: 'Your accounts' }, LOADED);
    expect(accounts.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("opens the documents modal on the fund products held: fact sheets of KS and UT, not of PW", async () => {
    const { callsTo } = home({
      owned: [pwDims, ut, ks],
      extra: {
        'GET /api/v1/accounts/800100/value-of-advice': () => ({ status: 404, body: { Id: 'NotFound', Message: 'none' } }),
        'GET /cache/documents/factsheets?productCodes=KS%2CUT': () => ({ body: [] }),
      },
    });
    renderApp('/dashboard/portfolios', { user: CLIENT });
    const panel = await sidePanel();
    await userEvent.click(await within(panel).findByRole('button', { name: 'Fund fact sheets' }, LOADED));
    const dialog = await screen.findByRole('dialog', { name: 'Fund Fact Sheets' }, LOADED);
    expect((await within(dialog).findByText('No documents available for this account.', {}, LOADED)).textContent).toBeTruthy();
    expect(callsTo('GET /cache/documents/factsheets?productCodes=KS%2CUT')).toHaveLength(1);
  });
});
