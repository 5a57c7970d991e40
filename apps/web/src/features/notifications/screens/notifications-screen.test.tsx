import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { CLIENT } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { FETCH_ERROR } from './notifications-screen';
import { FULL, ID, LOADED, lists, mockNotifications, NO_LABEL, PROFILE_ALERT, REVIEW, SECURITY, STATEMENT_ALERT } from './notifications-test-kit';

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;
const cards = () => screen.findAllByTestId('notification-card', {}, LOADED);
const card = (subject: string) => screen.getByRole('article', { name: subject });

async function openCardMenu(subject: string) {
  await userEvent.click(within(card(subject)).getByRole('button', { name: `Options for ${subject}` }));
}

describe('Notifications screen (spec 000 §2.6)', { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows the side menu with All Messages (new count), Alerts and General Messages (unread counts), and All Messages newest first', async () => {
    mockNotifications(FULL);
    renderApp('/notifications', { user: CLIENT });
    const shown = await cards();
    expect(shown.map((c) => c.getAttribute('aria-label'))).toEqual([
      PROFILE_ALERT.subject,
      REVIEW.subject,
      STATEMENT_ALERT.subject,
      SECURITY.subject,
      NO_LABEL.subject,
    ]);
    const menu = screen.getByRole('navigation', { name: 'Notification lists' });
    const entries = within(menu).getAllByRole('button');
    expect(entries.map((b) => b.textContent)).toEqual(['All Messages2', 'Alerts1', 'General Messages1']);
    expect(within(menu).getByRole('button', { name: /All Messages/ }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeTruthy();
  });

  it('switches lists through the view parameter; the alert bar link ?view=1 opens Alerts', async () => {
    mockNotifications(FULL);
    const { router } = renderApp('/notifications?view=1', { user: CLIENT });
    expect((await cards()).map((c) => c.getAttribute('aria-label'))).toEqual([PROFILE_ALERT.subject, STATEMENT_ALERT.subject]);
    await userEvent.click(screen.getByRole('button', { name: /General Messages/ }));
    expect(router.state.location.search).toBe('?view=2');
    await waitFor(() => expect(screen.getAllByTestId('notification-card').map((c) => c.getAttribute('aria-label'))).toEqual([REVIEW.subject, SECURITY.subject, NO_LABEL.subject]));
  });

  it('hides Alerts when there are none, and says No general notifications for an empty general list', async () => {
    mockNotifications(lists([], []));
    renderApp('/notifications?view=1', { user: CLIENT });
    const menu = await screen.findByRole('navigation', { name: 'Notification lists' }, LOADED);
    expect(within(menu).queryByRole('button', { name: /Alerts/ })).toBeNull();
    await userEvent.click(within(menu).getByRole('button', { name: /General Messages/ }));
    expect(await screen.findByText('No general notifications')).toBeTruthy();
  });

  it('highlights unread cards, gives an unread RequireAction card an orange subject, and an icon by type', async () => {
    mockNotifications(FULL);
    renderApp('/notifications', { user: CLIENT });
    await cards();
    expect(card(PROFILE_ALERT.subject).getAttribute('data-status')).toBe('Unread');
    expect(card(STATEMENT_ALERT.subject).getAttribute('data-status')).toBe('Read');
    const orange = screen.getAllByTestId('notification-subject').filter((s) => s.hasAttribute('data-orange'));
    expect(orange.map((s) => s.textContent)).toEqual([`Unread: ${PROFILE_ALERT.subject}`]);
    // The read alert and the unread general one are not orange.
    expect(within(card(STATEMENT_ALERT.subject)).getByTestId('notification-subject').hasAttribute('data-orange')).toBe(false);
    expect(within(card(REVIEW.subject)).getByTestId('notification-subject').hasAttribute('data-orange')).toBe(false);
    expect(card(PROFILE_ALERT.subject).querySelector('[data-icon]')?.getAttribute('data-icon')).toBe('PROFILE');
    expect(card(SECURITY.subject).querySelector('[data-icon]')?.getAttribute('data-icon')).toBe('SECURITY');
  });

  it('card menu: Mark as read on an unread card, Mark as unread on a read one, Dismiss only when dismissible', async () => {
    const mock = mockNotifications(FULL, {
      [`POST /api/v1/notifications/${ID(1)}/status`]: () => ({ body: lists([{ ...PROFILE_ALERT, notificationStatusCode: 'Read' }, STATEMENT_ALERT], [REVIEW, SECURITY, NO_LABEL]) }),
      [`POST /api/v1/notifications/${ID(2)}/status`]: () => ({ body: FULL }),
    });
    renderApp('/notifications', { user: CLIENT });
    await cards();

    await openCardMenu(PROFILE_ALERT.subject);
    expect(screen.queryByRole('menuitem', { name: 'Dismiss' })).toBeNull();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Mark as read' }));
    const calls = mock.callsTo(`POST /api/v1/notifications/${ID(1)}/status`);
    expect(calls).toHaveLength(1);
    expect(bodyOf(calls[0]![1])).toEqual({ status: 'Read' });
    await waitFor(() => expect(card(PROFILE_ALERT.subject).getAttribute('data-status')).toBe('Read'));
    // The bell follows (1 unread general left).
    expect(screen.getByRole('link', { name: 'Notifications, 1 unread' })).toBeTruthy();

    await openCardMenu(STATEMENT_ALERT.subject);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Mark as unread' }));
    expect(bodyOf(mock.callsTo(`POST /api/v1/notifications/${ID(2)}/status`)[0]![1])).toEqual({ status: 'Unread' });
  });

  it('dismisses a dismissible notification: it leaves the list', async () => {
    const after = lists([PROFILE_ALERT, STATEMENT_ALERT], [REVIEW, NO_LABEL]);
    const mock = mockNotifications(FULL, { [`POST /api/v1/notifications/${ID(4)}/status`]: () => ({ body: after }) });
    renderApp('/notifications', { user: CLIENT });
    await cards();
    await openCardMenu(SECURITY.subject);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Dismiss' }));
    expect(bodyOf(mock.callsTo(`POST /api/v1/notifications/${ID(4)}/status`)[0]![1])).toEqual({ status: 'Dismissed' });
    await waitFor(() => expect(screen.queryByRole('article', { name: SECURITY.subject })).toBeNull());
  });

  it('puts a change back and says so when the server refuses it', async () => {
    mockNotifications(FULL, {
      [`POST /api/v1/notifications/${ID(1)}/status`]: () => ({ status: 500, body: { Id: 'Boom', Message: 'Boom' } }),
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp('/notifications', { user: CLIENT });
    await cards();
    await openCardMenu(PROFILE_ALERT.subject);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Mark as read' }));
    expect(await screen.findByText('Your change could not be saved. Please try again.')).toBeTruthy();
    expect(card(PROFILE_ALERT.subject).getAttribute('data-status')).toBe('Unread');
  });

  it("'Mark all as read' of a list marks that list", async () => {
    const mock = mockNotifications(FULL, { 'POST /api/v1/notifications/mark-all-read': () => ({ body: FULL }) });
    renderApp('/notifications?view=2', { user: CLIENT });
    await cards();
    await userEvent.click(screen.getByRole('button', { name: 'General Messages options' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Mark all as read' }));
    const calls = mock.callsTo('POST /api/v1/notifications/mark-all-read');
    expect(calls.map(([, init]) => bodyOf(init))).toEqual([{ list: 'general' }]);
  });

  it('shows the call-to-action button only with a label; following it marks the notification read and goes to its target', async () => {
    const mock = mockNotifications(FULL, { [`POST /api/v1/notifications/${ID(1)}/status`]: () => ({ body: FULL }) });
    const { router } = renderApp('/notifications', { user: CLIENT });
    await cards();
    expect(within(card(NO_LABEL.subject)).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([`Options for ${NO_LABEL.subject}`]);

    await userEvent.click(within(card(PROFILE_ALERT.subject)).getByRole('button', { name: 'Check my details' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/details'), LOADED);
    expect(bodyOf(mock.callsTo(`POST /api/v1/notifications/${ID(1)}/status`)[0]![1])).toEqual({ status: 'Read' });
  });

  it('REPORTS leads to /reports-and-statements with the account; a read notification is not marked again', async () => {
    const mock = mockNotifications(FULL);
    const { router } = renderApp('/notifications', { user: CLIENT });
    await cards();
    await userEvent.click(within(card(STATEMENT_ALERT.subject)).getByRole('button', { name: 'View statement' }));
    await waitFor(
      () => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/reports-and-statements?accountNumber=700101'),
      LOADED,
    );
    expect(mock.fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });

  it('MONTHLYREVIEW opens the review in the page; EXTERNALURL is a new-tab link with noopener noreferrer', async () => {
    mockNotifications(FULL, {
      [`POST /api/v1/notifications/${ID(3)}/status`]: () => ({ body: FULL }),
      'GET /api/v1/notifications/web-view/monthly-review-2026-10': () => ({ body: '<h1>Monthly Review - October 2026</h1><p>Shares rose.</p>' }),
    });
    const { router } = renderApp('/notifications', { user: CLIENT });
    await cards();
    const external = within(card(SECURITY.subject)).getByRole('link', { name: 'Learn more' });
    expect(external.getAttribute('href')).toBe('https://tasman.example.nz/security');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');

    await userEvent.click(within(card(REVIEW.subject)).getByRole('button', { name: 'Read the review' }));
    await waitFor(() => expect(router.state.location.search).toBe('?webView=monthly-review-2026-10'));
    const frame = await screen.findByTestId('notification-web-view', {}, LOADED);
    expect(frame.getAttribute('srcdoc')).toContain('<h1>Monthly Review - October 2026</h1><p>Shares rose.</p>');
    expect(frame.getAttribute('sandbox')).toBe('allow-popups allow-popups-to-escape-sandbox');
    expect(frame.getAttribute('srcdoc')).toContain("default-src 'none'");
    await userEvent.click(screen.getByRole('link', { name: 'Back to notifications' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await cards()).toHaveLength(5);
  });

  it("says 'Error loading monthly review' when the web view fails", async () => {
    mockNotifications(FULL, { 'GET /api/v1/notifications/web-view/nope': () => ({ status: 404, body: { Id: 'NotFound', Message: 'Content not found' } }) });
    renderApp('/notifications?webView=nope', { user: CLIENT });
    expect(await screen.findByText('Error loading monthly review', {}, LOADED)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to notifications' })).toBeTruthy();
    expect(screen.queryByTestId('notification-web-view')).toBeNull();
  });

  it('renders markdown bodies safely: no raw HTML, no javascript: link, external links in a new tab', async () => {
    mockNotifications(FULL);
    renderApp('/notifications', { user: CLIENT });
    await cards();
    const body = within(card(SECURITY.subject)).getByTestId('notification-body');
    expect(body.querySelector('script, img')).toBeNull();
    const links = within(body).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('rel')])).toEqual([['our guide', 'https://tasman.example.nz/guide', 'noopener noreferrer']]);
    expect(body.textContent).toContain('this');
    expect(within(card(PROFILE_ALERT.subject)).getByText('confirm').tagName).toBe('STRONG');
  });

  it("shows 'There was an error fetching notifications.' on failure", async () => {
    mockApi({ 'GET /api/v1/notifications': () => ({ status: 500, body: { Id: 'Boom', Message: 'Boom' } }) });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp('/notifications', { user: CLIENT });
    expect(await screen.findByText(FETCH_ERROR, {}, LOADED)).toBeTruthy();
    expect(screen.queryAllByTestId('notification-card')).toEqual([]);
  });

  it('stacks the Alerts and General Messages lists on a small screen, each with its own Mark all as read', async () => {
    const matchMedia = window.matchMedia;
    vi.stubGlobal('matchMedia', (query: string) => ({ ...matchMedia(query), matches: query.includes('max-width: 61.99em') }));
    const mock = mockNotifications(FULL, { 'POST /api/v1/notifications/mark-all-read': () => ({ body: FULL }) });
    renderApp('/notifications?view=2', { user: CLIENT });
    await cards();
    expect(screen.queryByRole('navigation', { name: 'Notification lists' })).toBeNull();
    const stacked = screen.getByTestId('notifications-stacked');
    expect(within(stacked).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Alerts', 'General Messages']);
    expect(within(screen.getByTestId('notification-list-alerts')).getAllByTestId('notification-card')).toHaveLength(2);
    expect(within(screen.getByTestId('notification-list-general')).getAllByTestId('notification-card')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Alerts options' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Mark all as read' }));
    expect(mock.callsTo('POST /api/v1/notifications/mark-all-read').map(([, init]) => bodyOf(init))).toEqual([{ list: 'alerts' }]);
  });
});

