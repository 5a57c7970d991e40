import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InsightArticle, InsightsFeedItem, InsightsFeedResponse } from '@tasman/domain/contracts/insights';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { CLIENT } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

// The first test also loads the lazy route chunks, slow on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const item = (id: number, over: Partial<InsightsFeedItem> = {}): InsightsFeedItem => ({
  articleID: id,
  title: `Insight ${id}`,
  image: null,
  imageAlt: '',
  authors: [{ name: 'Aroha Ngata' }, { name: 'Mei Chen' }],
  // 11:00 UTC on 13 October is 00:00 on 14 October in Auckland (NZDT): the card shows the local day.
  articleDate: '2026-10-13T11:00:00.000Z',
  body: `Summary of insight ${id}.`,
  articleType: 'read',
  ...over,
});

const page = (n: number, items: InsightsFeedItem[], hasMore: boolean): InsightsFeedResponse => ({ items, page: n, pageSize: 9, hasMore });

/** The portal load's profile with a client key, and that client's businessDesk flag. */
const clientWithFlag = (businessDesk: boolean) => ({
  'GET /api/v1/profile': () => ({
    body: { clientKey: 'CK1', clientSalutation: 'Ms', name: { firstName: 'Aroha' }, userType: 'Client', username: 'demo.client' },
  }),
  'GET /api/v1/client/CK1': () => ({ body: { clientKey: 'CK1', businessDesk } }),
});

describe('The Investing Place: Insights list (spec 002 §2.3, §4 News)', { timeout: 30_000 }, () => {
  it('sends /news to the insights list (history replaced) and shows the cards with type, authors and local date', async () => {
    mockApi({ 'GET /cache/insights-feed/nz?page=1': () => ({ body: page(1, [item(2, { articleType: 'watch' }), item(1)], false) }) });
    const { router } = renderApp('/news', { user: CLIENT });
    expect(await screen.findByRole('heading', { name: 'The Investing Place' })).toBeTruthy();
    const list = await screen.findByRole('region', { name: 'Insights' });
    await waitFor(() => expect(router.state.location.search).toBe('?view=insights'));
    expect(router.state.location.pathname).toBe('/news/news-list');
    expect(router.state.historyAction).toBe('REPLACE');
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: 'Insight 2' }).getAttribute('href')).toBe('/news/insights/2');
    expect(first.getByText('Watch')).toBeTruthy();
    expect(first.getByText('Aroha Ngata, Mei Chen')).toBeTruthy();
    expect(first.getByText('14 Oct 2026')).toBeTruthy();
    // No businessDesk flag (no client record here): no tab switcher.
    expect(screen.queryByRole('tab', { name: 'Business Desk' })).toBeNull();
    // The feed said there is no more.
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it("asks page + 1 on 'Load more' and hides it at the end", async () => {
    const api = mockApi({
      'GET /cache/insights-feed/nz?page=1': () => ({ body: page(1, [item(12), item(11)], true) }),
      'GET /cache/insights-feed/nz?page=2': () => ({ body: page(2, [item(10)], false) }),
    });
    renderApp('/news/news-list?view=insights', { user: CLIENT });
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Insight 10' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(api.callsTo('GET /cache/insights-feed/nz?page=2')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows an empty list with a plain message when the feed fails (spec 002 §7)', async () => {
    mockApi({ 'GET /cache/insights-feed/nz?page=1': () => ({ status: 500, body: { Id: 'Internal', Message: 'Something went wrong' } }) });
    renderApp('/news/news-list?view=insights', { user: CLIENT });
    expect(await screen.findByText('Insights are not available right now. Please try again later.')).toBeTruthy();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('asks the AU feed on the AU portal', async () => {
    const api = mockApi({ 'GET /cache/insights-feed/au?page=1': () => ({ body: page(1, [item(5)], false) }) });
    const { AU_PORTAL } = await import('@/test/fixtures');
    renderApp('/news/news-list?view=insights', { user: CLIENT, portal: AU_PORTAL });
    expect(await screen.findByRole('link', { name: 'Insight 5' })).toBeTruthy();
    expect(api.callsTo('GET /cache/insights-feed/au?page=1')).toHaveLength(1);
  });
});

describe('The Investing Place: views and the businessDesk flag', { timeout: 30_000 }, () => {
  it('sends an unknown view to insights, replacing history', async () => {
    mockApi({ 'GET /cache/insights-feed/nz?page=1': () => ({ body: page(1, [item(1)], false) }) });
    const { router } = renderApp('/news/news-list?view=markets', { user: CLIENT });
    await waitFor(() => expect(router.state.location.search).toBe('?view=insights'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the tab switcher and the business desk list to a client with the flag', async () => {
    mockApi({ ...clientWithFlag(true), 'GET /cache/insights-feed/nz?page=1': () => ({ body: page(1, [item(1)], false) }) });
    const { router } = renderApp('/news/news-list?view=businessdesk', { user: CLIENT });
    const tab = await screen.findByRole('tab', { name: 'Business Desk' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(router.state.location.search).toBe('?view=businessdesk');
    fireEvent.click(screen.getByRole('tab', { name: 'Insights' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=insights'));
    expect(await screen.findByRole('link', { name: 'Insight 1' })).toBeTruthy();
  });

  it('sends a client without the flag from businessdesk to insights, with no tabs', async () => {
    mockApi({ ...clientWithFlag(false), 'GET /cache/insights-feed/nz?page=1': () => ({ body: page(1, [item(1)], false) }) });
    const { router } = renderApp('/news/news-list?view=businessdesk', { user: CLIENT });
    await waitFor(() => expect(router.state.location.search).toBe('?view=insights'));
    expect(await screen.findByRole('link', { name: 'Insight 1' })).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });
});

describe('Insights article (spec 002 §3, §8)', { timeout: 30_000 }, () => {
  const article: InsightArticle = {
    articleID: 7,
    title: 'Why diversification matters',
    image: '/cache/insights/images/3f1b6c1e-8a55-4f5e-9a52-1d2e3f4a5b6c.png',
    imageAlt: 'A calm harbour',
    authors: [
      { name: 'Aroha Ngata', url: 'https://tasman.example/aroha', image: null, title: 'Investor Education, Tasman' },
      { name: 'Mei Chen', url: null, image: null, title: null },
    ],
    postDate: '2026-10-13T11:00:00.000Z',
    postHTML: '<h2>Spread the risk</h2>\n<p>A portfolio of <strong>many</strong> holdings.</p>',
    articleType: 'listen',
  };

  it('shows the title, image, authors with their title and link, the local date and the article', async () => {
    mockApi({ 'GET /cache/insights/nz/article/7': () => ({ body: article }) });
    renderApp('/news/insights/7', { user: CLIENT });
    expect(await screen.findByRole('heading', { name: 'Why diversification matters' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'A calm harbour' }).getAttribute('src')).toBe(article.image);
    const authorLink = screen.getByRole('link', { name: 'Aroha Ngata' });
    expect(authorLink.getAttribute('href')).toBe('https://tasman.example/aroha');
    expect(authorLink.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText('Investor Education, Tasman')).toBeTruthy();
    expect(screen.getByText('Mei Chen')).toBeTruthy();
    expect(screen.getByText('14 Oct 2026')).toBeTruthy();
    expect(screen.getByText('Listen')).toBeTruthy();
    const body = screen.getByTestId('insight-article-body');
    expect(within(body).getByRole('heading', { name: 'Spread the risk' })).toBeTruthy();
    expect(body.querySelector('strong')?.textContent).toBe('many');
    expect(screen.getByRole('link', { name: '← Back to Insights' }).getAttribute('href')).toBe('/news/news-list?view=insights');
  });

  it("says 'Article not found' when the article is missing or the call fails", async () => {
    for (const answer of [
      { status: 404, body: { Id: 'NotFound', Message: 'Article not found' } },
      { status: 500, body: { Id: 'Internal', Message: 'Something went wrong' } },
    ]) {
      mockApi({ 'GET /cache/insights/nz/article/8': () => answer });
      const view = renderApp('/news/insights/8', { user: CLIENT });
      expect(await screen.findByText('Article not found')).toBeTruthy();
      view.unmount();
    }
  });

  it("says 'Article not found' for an id that is no number, without asking", async () => {
    const api = mockApi({});
    renderApp('/news/insights/not-a-number', { user: CLIENT });
    expect(await screen.findByText('Article not found')).toBeTruthy();
    expect(api.fetchMock.mock.calls.some(([input]) => String(input).startsWith('/cache/insights/'))).toBe(false);
  });
});
