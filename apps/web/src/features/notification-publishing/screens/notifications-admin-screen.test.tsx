import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotificationPublication, PublishNotificationRequest } from '@tasman/domain/contracts/notification-publishing';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { CLIENT, STAFF } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

// Generous: the machine running these is shared with other builds.
configure({ asyncUtilTimeout: 15_000 });

/** Puts text in a field in one go (typing it key by key re-renders the whole form each time). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const BASE = '/api/v1/staff/notification-publications';

const publication = (over: Partial<NotificationPublication> = {}): NotificationPublication => ({
  publicationId: '5b0c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d',
  status: 'sent',
  subject: 'Your annual statement is ready',
  bodyText: 'Hello',
  notificationTypeCode: 'STATEMENT',
  notificationPriorityCode: 'Normal',
  dismissible: true,
  callToAction: null,
  audience: { kind: 'product', value: 'KS' },
  audienceDescription: 'Holders of KS accounts',
  recipientCount: 1234,
  createdAt: '2026-11-24T20:00:00.000Z',
  createdBy: 'demo.staff',
  scheduledFor: null,
  sentAt: '2026-11-24T20:00:01.000Z',
  withdrawnAt: null,
  withdrawnBy: null,
  ...over,
});

const list = (items: NotificationPublication[]) => ({ body: { list: items, totalPublications: items.length, pageSize: 50, pageNo: 1 } });

describe('/notifications/admin', { timeout: 120_000 }, () => {
  it('admits only staff: a client is sent to the root route', async () => {
    mockApi({ 'GET /cache/status': () => ({ body: { currentStatus: true, currentStatusAus: true } }) });
    const { router } = renderApp('/notifications/admin', { user: CLIENT });
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/notifications/admin'));
    expect(screen.queryByRole('heading', { name: 'Publish Notifications' })).toBeNull();
  });

  it('pages the published notifications, 50 to a page', async () => {
    const onPage = (pageNo: number, subject: string) => () => ({
      body: { list: [publication({ subject })], totalPublications: 120, pageSize: 50, pageNo },
    });
    const api = mockApi({
      'GET /cache/status': () => ({ body: { currentStatus: true, currentStatusAus: true } }),
      [`GET ${BASE}`]: onPage(1, 'Newest on page one'),
      [`GET ${BASE}?pageNo=3`]: onPage(3, 'Oldest on page three'),
    });
    renderApp('/notifications/admin', { user: STAFF });
    const user = userEvent.setup({ delay: null });
    expect((await screen.findAllByText('Newest on page one')).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect((await screen.findAllByText('Oldest on page three')).length).toBeGreaterThan(0);
    expect(api.callsTo(`GET ${BASE}?pageNo=3`)).toHaveLength(1);
  });

  it('shows what is missing on submit and sends nothing', async () => {
    const api = mockApi({ 'GET /cache/status': () => ({ body: { currentStatus: true, currentStatusAus: true } }), [`GET ${BASE}`]: () => list([]) });
    renderApp('/notifications/admin', { user: STAFF });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('Enter a subject.')).toBeTruthy();
    expect(screen.getByText('Enter the message.')).toBeTruthy();
    expect(screen.getByText('Enter the client key or username of the client.')).toBeTruthy();
    expect(api.callsTo(`POST ${BASE}`)).toHaveLength(0);
  });

  it('previews the markdown as clients see it, without raw HTML', async () => {
    mockApi({ 'GET /cache/status': () => ({ body: { currentStatus: true, currentStatusAus: true } }), [`GET ${BASE}`]: () => list([]) });
    renderApp('/notifications/admin', { user: STAFF });
    const user = userEvent.setup({ delay: null });
    const message = await screen.findByLabelText(/^Message/);
    await fill(user, message, 'Your **statement** is ready <img src=x onerror=alert(1)>');
    const preview = await screen.findByTestId('compose-preview-body');
    expect(within(preview).getByText('statement').tagName).toBe('STRONG');
    expect(preview.querySelector('img')).toBeNull();
  });

  it('refuses an EXTERNALURL call to action that is not https', async () => {
    const api = mockApi({ 'GET /cache/status': () => ({ body: { currentStatus: true, currentStatusAus: true } }), [`GET ${BASE}`]: () => list([]) });
    renderApp('/notifications/admin', { user: STAFF });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByLabelText('Add a call to action'));
    await user.click(screen.getAllByLabelText('Leads to')[0]!);
    await user.click(await screen.findByRole('option', { name: /^EXTERNALURL/ }));
    await fill(user, screen.getByLabelText('Web address'), 'http://example.com');
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('The web address must be a full address starting with https://')).toBeTruthy();
    expect(screen.getByText('Enter the label of the call to action button.')).toBeTruthy();
    expect(api.callsTo(`POST ${BASE}`)).toHaveLength(0);
  });

  it('shows the audience size, sends to one client and says how many received it', async () => {
    let sent: PublishNotificationRequest | null = null;
    mockApi({
      'GET /cache/status': () => ({ body: { currentStatus: true, currentStatusAus: true } }),
      [`GET ${BASE}`]: () => list(sent ? [publication({ recipientCount: 1, audienceDescription: 'Client Aroha Test (C1)' })] : []),
      [`GET ${BASE}/audience?kind=client&value=demo.client`]: () => ({ body: { recipientCount: 1, description: 'Client Aroha Test (C1)' } }),
      [`POST ${BASE}`]: (init) => {
        sent = JSON.parse(String(init?.body)) as PublishNotificationRequest;
        return { status: 201, body: publication({ recipientCount: 1, audience: sent.audience, audienceDescription: 'Client Aroha Test (C1)' }) };
      },
    });
    renderApp('/notifications/admin', { user: STAFF });
    const user = userEvent.setup({ delay: null });
    await fill(user, await screen.findByLabelText('Subject'), 'Your annual statement is ready');
    await fill(user, screen.getByLabelText(/^Message/), 'It is in Reports & Statements.');
    await fill(user, screen.getByLabelText('Client key or username'), 'demo.client');
    expect((await screen.findByTestId('audience-size')).textContent).toBe('Client Aroha Test (C1): 1 client');
    await user.click(screen.getByLabelText('Add a call to action'));
    await user.click(screen.getAllByLabelText('Leads to')[0]!);
    await user.click(await screen.findByRole('option', { name: /^REPORTS/ }));
    await fill(user, screen.getByLabelText('Button label'), 'View statements');
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    expect((await screen.findByRole('status', { name: /Sent/ })).textContent).toContain('was sent to 1 client.');
    expect(sent).toEqual({
      subject: 'Your annual statement is ready',
      bodyText: 'It is in Reports & Statements.',
      notificationTypeCode: 'GENERAL',
      notificationPriorityCode: 'Normal',
      dismissible: true,
      callToAction: { label: 'View statements', linkToCode: 'REPORTS', linkToId: null, linkToUrl: null },
      audience: { kind: 'client', value: 'demo.client' },
      scheduledFor: null,
    });
    expect(await screen.findByText('Client Aroha Test (C1)')).toBeTruthy();
  });

  it('lists publications with their status and recipients, and withdraws one after confirming', async () => {
    let withdrawn: unknown = null;
    const api = mockApi({
      'GET /cache/status': () => ({ body: { currentStatus: true, currentStatusAus: true } }),
      [`GET ${BASE}`]: () =>
        list([
          publication({ status: 'scheduled', publicationId: '6b0c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d', subject: 'Tax time', recipientCount: null, sentAt: null, scheduledFor: '2026-12-01T20:00:00.000Z' }),
          publication(withdrawn ? { status: 'withdrawn', withdrawnAt: '2026-11-25T01:00:00.000Z', withdrawnBy: 'demo.staff' } : {}),
        ]),
      [`POST ${BASE}/withdraw`]: (init) => {
        withdrawn = JSON.parse(String(init?.body));
        return { body: publication({ status: 'withdrawn' }) };
      },
    });
    renderApp('/notifications/admin', { user: STAFF });
    const user = userEvent.setup({ delay: null });
    const rows = await screen.findAllByTestId('publication-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Scheduled')).toBeTruthy();
    // 20:00 UTC on 1 December is 09:00 on 2 December in Auckland (NZDT).
    expect(within(rows[0]!).getByText('For 02 Dec 2026 09:00')).toBeTruthy();
    expect(within(rows[1]!).getByText('1,234')).toBeTruthy();
    await user.click(within(rows[1]!).getByRole('button', { name: 'Withdraw Your annual statement is ready' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this notification?' });
    expect(dialog.textContent).toContain('is removed from the notifications of 1,234 clients.');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(withdrawn).toEqual({ publicationId: '5b0c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d' }));
    await waitFor(() => expect(screen.getAllByText('Withdrawn').length).toBeGreaterThan(0));
    expect(api.callsTo(`POST ${BASE}/withdraw`)).toHaveLength(1);
  });
});
