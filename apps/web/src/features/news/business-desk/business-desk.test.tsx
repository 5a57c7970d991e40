import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PortalInfoProvider } from '@/lib/portal-info';
import { createQueryClient } from '@/lib/query-client';
import { mockApi } from '@/test/api-mock';
import { CLIENT, NZ_PORTAL } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { BUSINESS_DESK_EMPTY, BUSINESS_DESK_UNAVAILABLE, BusinessDeskList } from './business-desk-list';

configure({ asyncUtilTimeout: 5000 });

const FEED = '/cache/business-desk-feed';
const LONG =
  'Harbourview Dairy Co-operative told its farmer shareholders that it would wait for the first global auctions of the season before firming up its milk price forecast.';

const rss = (items: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel><title>Business Desk</title><link>http://localhost:3000/news/news-list?view=businessdesk</link><description>d</description>${items}</channel></rss>`;

const esc = (html: string) => html.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// 11:00 UTC on 23 November is 00:00 on 24 November in Auckland (NZDT): the item shows the local day.
const FEED_TEXT = rss(`
  <item><title>Dairy co-op is cautious</title><guid isPermaLink="false">dairy-co-op-is-cautious</guid><pubDate>Mon, 23 Nov 2026 11:00:00 GMT</pubDate>
    <dc:creator>Aroha Ngata</dc:creator><link>https://news.example.nz/dairy</link>
    <description>${esc(`<p>${LONG}</p><p>Second paragraph with <a href="https://ok.example" rel="noopener noreferrer" target="_blank">a link</a>.</p>`)}</description></item>
  <item><title>Short item</title><guid isPermaLink="false">short-item</guid><description>${esc('<p>Brief.</p>')}</description></item>`);

/** Answers the feed as the server does: RSS text, not JSON. */
function mockFeed(answer: { status: number; text: string } | 'pending') {
  const api = mockApi();
  const jsonTable = api.fetchMock.getMockImplementation()!;
  api.fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) !== FEED) return jsonTable(input, init);
    if (answer === 'pending') return new Promise<Response>(() => {});
    return new Response(answer.text, { status: answer.status, headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
  });
  return api;
}

function renderList() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider env="test">
        <PortalInfoProvider value={NZ_PORTAL}>
          <MemoryRouter>
            <BusinessDeskList articleHref={(slug) => `/news/business-desk/${slug}`} />
          </MemoryRouter>
        </PortalInfoProvider>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('Business Desk list (spec 002 §2.3, §9)', { timeout: 30_000 }, () => {
  it('shows each item with its title linking to its article, local date, author and summary cut to 136 characters', async () => {
    mockFeed({ status: 200, text: FEED_TEXT });
    renderList();
    const list = await screen.findByRole('region', { name: 'Business Desk' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: 'Dairy co-op is cautious' }).getAttribute('href')).toBe('/news/business-desk/dairy-co-op-is-cautious');
    expect(first.getByText('24 Nov 2026').getAttribute('datetime')).toBe('2026-11-24');
    expect(first.getByText('Aroha Ngata')).toBeTruthy();
    // LONG has 165 characters; its 136th is the 'n' of 'firming' (137th 'g'), so the cut goes back to
    // the end of 'before' (129 characters) and adds the ellipsis.
    const summary = first.getByTestId('business-desk-summary').textContent!;
    expect(summary).toBe(
      'Harbourview Dairy Co-operative told its farmer shareholders that it would wait for the first global auctions of the season before…',
    );
    expect(summary.length - 1).toBeLessThanOrEqual(136);
    expect(within(cards[1]!).getByTestId('business-desk-summary').textContent).toBe('Brief.');
  });

  it('shows a spinner while the feed loads', async () => {
    mockFeed('pending');
    renderList();
    expect((await screen.findByRole('status')).textContent).toContain('Loading the business desk');
  });

  it('shows an empty list with a plain message when the feed fails (spec 002 §7)', async () => {
    mockFeed({ status: 500, text: JSON.stringify({ Id: 'Internal', Message: 'Something went wrong' }) });
    renderList();
    expect(await screen.findByText(BUSINESS_DESK_UNAVAILABLE)).toBeTruthy();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('shows the same plain message when the answer is not RSS', async () => {
    mockFeed({ status: 200, text: '<html><body>proxy error' });
    renderList();
    expect(await screen.findByText(BUSINESS_DESK_UNAVAILABLE)).toBeTruthy();
  });

  it('says there is nothing yet for an empty feed', async () => {
    mockFeed({ status: 200, text: rss('') });
    renderList();
    expect(await screen.findByText(BUSINESS_DESK_EMPTY)).toBeTruthy();
  });
});

describe('Business desk article (/news/business-desk/{id}, spec 002 §2.3, §8)', { timeout: 30_000 }, () => {
  it('shows the item the slug names: title, date, author, the whole description and the original in a new tab', async () => {
    mockFeed({ status: 200, text: FEED_TEXT });
    renderApp('/news/business-desk/dairy-co-op-is-cautious', { user: CLIENT });
    expect(await screen.findByRole('heading', { name: 'Dairy co-op is cautious' })).toBeTruthy();
    expect(screen.getByText('24 Nov 2026')).toBeTruthy();
    expect(screen.getByText('Aroha Ngata')).toBeTruthy();
    const body = screen.getByTestId('business-desk-article-body');
    expect(body.textContent).toContain(LONG);
    expect(body.textContent).toContain('Second paragraph');
    const original = screen.getByRole('link', { name: /Read the original story/ });
    expect(original.getAttribute('href')).toBe('https://news.example.nz/dairy');
    expect(original.getAttribute('target')).toBe('_blank');
    expect(original.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: '← Back to Business Desk' }).getAttribute('href')).toBe('/news/news-list?view=businessdesk');
  });

  it('has no original link when the item gave none', async () => {
    mockFeed({ status: 200, text: FEED_TEXT });
    renderApp('/news/business-desk/short-item', { user: CLIENT });
    expect(await screen.findByRole('heading', { name: 'Short item' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Read the original story/ })).toBeNull();
  });

  it("says 'Oppps. Something went wrong.' for a slug the feed does not have", async () => {
    mockFeed({ status: 200, text: FEED_TEXT });
    renderApp('/news/business-desk/no-such-story', { user: CLIENT });
    expect((await screen.findByRole('alert')).textContent).toBe('Oppps. Something went wrong.');
  });

  it("says 'Oppps. Something went wrong.' when the feed fails (a user without the flag gets 403)", async () => {
    mockFeed({ status: 403, text: JSON.stringify({ Id: 'Forbidden', Message: 'The business desk is available only to clients who subscribe to it.' }) });
    renderApp('/news/business-desk/dairy-co-op-is-cautious', { user: CLIENT });
    expect((await screen.findByRole('alert')).textContent).toBe('Oppps. Something went wrong.');
    expect(screen.queryByRole('heading', { name: 'Dairy co-op is cautious' })).toBeNull();
  });
});
