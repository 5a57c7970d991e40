import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MailboxMessage } from '@tasman/domain/contracts/credentials';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { NZ_PORTAL } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { MAILBOX_POLL_MS, mailboxQueryOptions } from '../api/get-mailbox';

const MAILBOX = 'GET /api/v1/demo/mailbox';
const DEMO = { ...NZ_PORTAL, demoMailbox: true };
// jsdom's page is http://localhost:3000; the NZ fixture's other portal is http://localhost:3001.
const RESET_LINK = 'http://localhost:3000/login?op=reset&clientId=c-1&secret=abc123';

function message(overrides: Partial<MailboxMessage>): MailboxMessage {
  return {
    id: 'm1',
    kind: 'password-reset',
    to: 'hannah.wilson@example.co.nz',
    subject: 'Reset your password',
    text: `Follow this link to set a new password:\n${RESET_LINK}\n`,
    html: null,
    status: 'queued',
    createdAt: '2026-11-23T01:00:00.000Z',
    ...overrides,
  };
}

describe('the demo mailbox page', () => {
  it('lists the e-mails newest first, with subject, recipient, time and kind', async () => {
    mockApi({
      [MAILBOX]: () => ({
        body: {
          messages: [
            message({
              id: 'old',
              subject: 'Your username',
              kind: 'forgot-username',
              createdAt: '2026-11-22T20:00:00.000Z',
            }),
            message({ id: 'new', subject: 'Reset your password', createdAt: '2026-11-23T01:00:00.000Z' }),
          ],
        },
      }),
    });
    renderApp('/mailbox', { user: null, portal: DEMO });
    await screen.findByRole('article', { name: 'Reset your password' });
    const articles = screen.getAllByRole('article');
    expect(articles.map((article) => within(article).getByRole('heading').textContent)).toEqual([
      'Reset your password',
      'Your username',
    ]);
    expect(articles[0]!.textContent).toContain('To hannah.wilson@example.co.nz');
    expect(articles[0]!.textContent).toContain('password-reset');
    // 01:00 UTC on 23 Nov is 2pm in Auckland (NZDT, +13).
    expect(
      within(articles[0]!)
        .getByText(/23 Nov 2026/)
        .getAttribute('dateTime'),
    ).toBe('2026-11-23T01:00:00.000Z');
    expect(within(articles[0]!).getByText(/23 Nov 2026/).textContent).toMatch(/2:00:00\s?pm/i);
  });

  it('makes links to this portal and the other one clickable, and nothing else', async () => {
    mockApi({
      [MAILBOX]: () => ({
        body: {
          messages: [
            message({
              text: `Reset: ${RESET_LINK}\nAU: http://localhost:3001/login\nPhish: https://evil.example/login?secret=1`,
            }),
          ],
        },
      }),
    });
    renderApp('/mailbox', { user: null, portal: DEMO });
    const article = await screen.findByRole('article');
    const links = within(article).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([RESET_LINK, 'http://localhost:3001/login']);
    expect(article.textContent).toContain('https://evil.example/login?secret=1');
  });

  it('never renders the HTML part of a message', async () => {
    mockApi({
      [MAILBOX]: () => ({
        body: { messages: [message({ text: 'Plain text', html: '<img src=x onerror="alert(1)"><b>bold</b>' })] },
      }),
    });
    renderApp('/mailbox', { user: null, portal: DEMO });
    const article = await screen.findByRole('article');
    expect(article.querySelector('img, b')).toBeNull();
    expect(article.textContent).toContain('Plain text');
  });

  it('says when there are no e-mails yet, and Refresh asks again', async () => {
    let messages: MailboxMessage[] = [];
    const api = mockApi({ [MAILBOX]: () => ({ body: { messages } }) });
    renderApp('/mailbox', { user: null, portal: DEMO });
    expect(await screen.findByText(/No e-mails yet/)).toBeTruthy();
    messages = [message({})];
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('article', { name: 'Reset your password' })).toBeTruthy();
    expect(api.callsTo(MAILBOX).length).toBeGreaterThanOrEqual(2);
  });

  it('says the mailbox is off, without asking, when portal info says so', async () => {
    const api = mockApi();
    renderApp('/mailbox', { user: null, portal: NZ_PORTAL });
    expect((await screen.findByTestId('mailbox-off')).textContent).toContain('The demo mailbox is off');
    expect(api.callsTo(MAILBOX)).toHaveLength(0);
  });

  it('says the mailbox is off when the server answers 404', async () => {
    mockApi({ [MAILBOX]: () => ({ status: 404, body: { Id: 'NotFound', Message: 'Not found.' } }) });
    renderApp('/mailbox', { user: null, portal: DEMO });
    expect((await screen.findByTestId('mailbox-off')).textContent).toContain('The demo mailbox is off');
  });

  it('shows Something went wrong with a retry when the mailbox cannot be read', async () => {
    let fail = true;
    mockApi({
      [MAILBOX]: () =>
        fail
          ? { status: 500, body: { Id: 'Internal', Message: 'Something went wrong' } }
          : { body: { messages: [message({})] } },
    });
    renderApp('/mailbox', { user: null, portal: DEMO });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Something went wrong'), {
      timeout: 10_000,
    });
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article')).toBeTruthy();
  }, 15_000);
});

describe('mailbox polling', () => {
  const interval = mailboxQueryOptions().refetchInterval as (query: { state: { error: unknown } }) => number | false;

  it('polls every 5 seconds', () => {
    expect(MAILBOX_POLL_MS).toBe(5_000);
    expect(interval({ state: { error: null } })).toBe(5_000);
  });

  it('stops polling once the server says the mailbox is off', async () => {
    const { ApiError } = await import('@/lib/api-client');
    expect(interval({ state: { error: new ApiError(404, 'NotFound', 'Not found.') } })).toBe(false);
    expect(interval({ state: { error: new ApiError(500, 'Internal', 'Something went wrong') } })).toBe(5_000);
  });
});
