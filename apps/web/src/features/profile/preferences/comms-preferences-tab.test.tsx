import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CommsPreferenceResponse, CommsPreferenceUpdate } from '@tasman/domain/contracts/comms-preferences';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { CommsPreferencesTab } from './comms-preferences-tab';

const PATH = '/api/v1/Client/CommsPreference';
const LOADED = { timeout: 4000 };

function stored(overrides: Partial<CommsPreferenceResponse> = {}): CommsPreferenceResponse {
  return {
    clientId: 'c1',
    referenceId: 'CP-CK1',
    sharedEmail: false,
    unsubscribedFromAllEmails: false,
    unsubscribedFromAllEmailsDate: null,
    commsPreferenceList: [
      {
        categoryCode: 'INSIGHTS',
        category: 'Market insights',
        longDescription: 'The Monthly Review and commentary from our investment team.',
        channelList: [
          { channelCode: 'Email', subscribed: true },
          { channelCode: 'Push', subscribed: true },
        ],
      },
      {
        categoryCode: 'OFFERS',
        category: 'Products and offers',
        longDescription: 'News about new funds and services that may interest you.',
        channelList: [
          { channelCode: 'Email', subscribed: false },
          { channelCode: 'Push', subscribed: false },
        ],
      },
    ],
    commsInterestList: [{ interestCode: 'RETIREMENT', interest: 'Planning for retirement', interested: false }],
    ...overrides,
  };
}

/** The tab in a data router (useBlocker needs one), beside a Personal Details page to leave for. */
function renderTab() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/profile/preference', element: <CommsPreferencesTab /> },
      { path: '/profile/details', element: <p>Personal details page</p> },
    ],
    { initialEntries: ['/profile/preference'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { router };
}

/** A server that stores what is PUT and answers it, like the real one for valid input. */
function serverWith(initial: CommsPreferenceResponse) {
  let current = initial;
  const puts: CommsPreferenceUpdate[] = [];
  const api = mockApi({
    [`GET ${PATH}`]: () => ({ body: current }),
    [`PUT ${PATH}`]: (init) => {
      const body = JSON.parse(String(init?.body)) as CommsPreferenceUpdate;
      puts.push(body);
      current = {
        ...current,
        unsubscribedFromAllEmails: body.unsubscribedFromAllEmails,
        commsPreferenceList: current.commsPreferenceList.map((c) => ({
          ...c,
          channelList: body.commsPreferenceList.find((s) => s.categoryCode === c.categoryCode)!.channelList,
        })),
        commsInterestList: current.commsInterestList.map((i) => ({
          ...i,
          interested: body.commsInterestList.find((s) => s.interestCode === i.interestCode)!.interested,
        })),
      };
      return { body: current };
    },
  });
  return { ...api, puts };
}

const switchFor = (channel: 'Email' | 'Push notifications', description: string) => screen.getByRole('switch', { name: `${channel}: ${description}` });
const checked = (element: HTMLElement) => (element as HTMLInputElement).checked;
const disabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;
const INSIGHTS = 'The Monthly Review and commentary from our investment team.';
const OFFERS = 'News about new funds and services that may interest you.';

describe('Communication Preference tab (spec 002 §2.4, §4)', { timeout: 15_000 }, () => {
  it('shows each category with its channel switches and interests; Save waits for a change and is disabled again when it is undone', async () => {
    serverWith(stored());
    renderTab();
    expect(await screen.findByText('Market insights', {}, LOADED)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Communication Preference' })).toBeTruthy();
    expect(checked(switchFor('Email', INSIGHTS))).toBe(true);
    expect(checked(switchFor('Push notifications', OFFERS))).toBe(false);
    expect(checked(screen.getByRole('checkbox', { name: 'Planning for retirement' }))).toBe(false);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(disabled(save)).toBe(true);
    await userEvent.click(switchFor('Email', OFFERS));
    expect(disabled(save)).toBe(false);
    await userEvent.click(switchFor('Email', OFFERS));
    expect(disabled(save)).toBe(true);
    expect(screen.getByRole('link', { name: 'Change your email address in Personal Details' }).getAttribute('href')).toBe('/profile/details');
  });

  it('unsubscribing from all turns every Email switch off (Push stays); turning an Email switch on clears it', async () => {
    serverWith(stored());
    renderTab();
    await screen.findByText('Market insights', {}, LOADED);
    const unsubscribe = screen.getByRole('checkbox', { name: /Unsubscribe from all emails/ });
    await userEvent.click(unsubscribe);
    expect(checked(unsubscribe)).toBe(true);
    expect(checked(switchFor('Email', INSIGHTS))).toBe(false);
    expect(checked(switchFor('Push notifications', INSIGHTS))).toBe(true);
    await userEvent.click(switchFor('Email', OFFERS));
    expect(checked(unsubscribe)).toBe(false);
    expect(checked(switchFor('Email', OFFERS))).toBe(true);
  });

  it('saves every switch, thanks the client, and Close reloads the stored preferences', async () => {
    const server = serverWith(stored());
    renderTab();
    await screen.findByText('Market insights', {}, LOADED);
    await userEvent.click(switchFor('Email', INSIGHTS));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Planning for retirement' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your communication preferences have been saved.')).toBeTruthy();
    expect(server.puts).toEqual([
      {
        unsubscribedFromAllEmails: false,
        commsPreferenceList: [
          { categoryCode: 'INSIGHTS', channelList: [{ channelCode: 'Email', subscribed: false }, { channelCode: 'Push', subscribed: true }] },
          { categoryCode: 'OFFERS', channelList: [{ channelCode: 'Email', subscribed: false }, { channelCode: 'Push', subscribed: false }] },
        ],
        commsInterestList: [{ interestCode: 'RETIREMENT', interested: true }],
      },
    ]);
    const loadsBefore = server.callsTo(`GET ${PATH}`).length;
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(server.callsTo(`GET ${PATH}`).length).toBe(loadsBefore + 1));
    expect(checked(switchFor('Email', INSIGHTS))).toBe(false);
    expect(checked(screen.getByRole('checkbox', { name: 'Planning for retirement' }))).toBe(true);
    expect(disabled(screen.getByRole('button', { name: 'Save' }))).toBe(true);
  });

  it("says 'Error loading communication preferences' when the load fails, and tries again", async () => {
    let fail = true;
    mockApi({ [`GET ${PATH}`]: () => (fail ? { status: 500, body: { Id: 'Internal', Message: 'Something went wrong' } } : { body: stored() }) });
    renderTab();
    expect(await screen.findByText('Error loading communication preferences', {}, LOADED)).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Market insights')).toBeTruthy();
  });

  it("shows the server's message when a save is refused, and keeps the changes", async () => {
    mockApi({
      [`GET ${PATH}`]: () => ({ body: stored() }),
      [`PUT ${PATH}`]: () => ({ status: 400, body: { Id: 'ValidationFailed', Message: 'Unknown communication category: OFFERS' } }),
    });
    renderTab();
    await screen.findByText('Market insights', {}, LOADED);
    await userEvent.click(switchFor('Email', OFFERS));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Unknown communication category: OFFERS')).toBeTruthy();
    expect(checked(switchFor('Email', OFFERS))).toBe(true);
  });
});

describe('leaving with unsaved changes (spec 002 §4, spec 000 §2.4)', { timeout: 15_000 }, () => {
  async function changedThenLeave() {
    const server = serverWith(stored());
    const { router } = renderTab();
    await screen.findByText('Market insights', {}, LOADED);
    await userEvent.click(switchFor('Push notifications', OFFERS));
    await userEvent.click(screen.getByRole('link', { name: 'Change your email address in Personal Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Do you want to save these changes?' });
    return { server, router, dialog };
  }

  it('asks, and Stay keeps the client on the tab with the change', async () => {
    const { router, dialog } = await changedThenLeave();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/profile/preference');
    expect(checked(switchFor('Push notifications', OFFERS))).toBe(true);
  });

  it('Leave without saving leaves and saves nothing', async () => {
    const { server, router, dialog } = await changedThenLeave();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByText('Personal details page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile/details');
    expect(server.puts).toEqual([]);
  });

  it('Save saves, then leaves', async () => {
    const { server, dialog } = await changedThenLeave();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Personal details page')).toBeTruthy();
    expect(server.puts).toHaveLength(1);
    expect(server.puts[0]!.commsPreferenceList[1]!.channelList[1]).toEqual({ channelCode: 'Push', subscribed: true });
  });

  it('asks the browser too (beforeunload) while changed, and not once saved', async () => {
    serverWith(stored());
    renderTab();
    await screen.findByText('Market insights', {}, LOADED);
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await userEvent.click(switchFor('Email', OFFERS));
    expect(unload()).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Your communication preferences have been saved.');
    expect(unload()).toBe(false);
  });

  it('does not ask when nothing changed', async () => {
    serverWith(stored());
    renderTab();
    await screen.findByText('Market insights', {}, LOADED);
    await userEvent.click(screen.getByRole('link', { name: 'Change your email address in Personal Details' }));
    expect(await screen.findByText('Personal details page')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
