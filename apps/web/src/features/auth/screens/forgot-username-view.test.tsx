import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PortalInfo } from '@/lib/portal-info';
import { mockApi } from '@/test/api-mock';
import { AU_PORTAL, NZ_PORTAL } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const RECOVER = 'POST /api/v1/auth/forgot-username';
const IRD_MESSAGE = 'Invalid IRD number format, please ensure your ird number is formatted correctly including dashes.';
const BOTH_MESSAGE =
  'Invalid Email and IRD number format, please ensure your ird number is formatted correctly including dashes.';
const DOB_MESSAGE = 'Invalid Date of Birth format. Please enter a valid date in the format dd-mm-yyyy.';

async function open(url: string, portal: PortalInfo, handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi(handlers);
  const view = renderApp(url, { user: null, portal });
  await screen.findByLabelText('Email');
  return { api, ...view };
}

async function submit(fields: Record<string, string>, button = 'Send my username') {
  for (const [label, value] of Object.entries(fields)) {
    const input = screen.getByLabelText(label);
    await userEvent.clear(input);
    if (value !== '') await userEvent.type(input, value);
  }
  await userEvent.click(screen.getByRole('button', { name: button }));
}

const sentBody = (api: ReturnType<typeof mockApi>) => JSON.parse(String(api.callsTo(RECOVER).at(-1)?.[1]?.body));

// spec 000 §2.3 views forgot-username and register, §5 'Forgot username', §7, §8.
describe('forgot username on the NZ portal', () => {
  it('asks for the e-mail and the IRD number', async () => {
    await open('/login?v=forgot-username', NZ_PORTAL);
    expect(screen.getByRole('heading', { name: 'Forgot your username' })).toBeTruthy();
    expect(screen.getByLabelText('IRD number').getAttribute('placeholder')).toBe('xxx-xxx-xxx');
    expect(screen.queryByLabelText('Date of birth')).toBeNull();
  });

  it('checks the formats before sending anything, with the message for what is wrong', async () => {
    const { api } = await open('/login?v=forgot-username', NZ_PORTAL);
    await submit({ Email: 'hannah', 'IRD number': '123456789' });
    expect(screen.getByRole('alert').textContent).toBe(BOTH_MESSAGE);
    await submit({ Email: 'hannah', 'IRD number': '123-456-789' });
    expect(screen.getByRole('alert').textContent).toBe('Invalid Email');
    await submit({ Email: 'hannah.wilson@example.co.nz', 'IRD number': '123456789' });
    expect(screen.getByRole('alert').textContent).toBe(IRD_MESSAGE);
    expect(api.callsTo(RECOVER)).toHaveLength(0);
  });

  it("sends e-mail and IRD number, and shows the server's message when nothing matches", async () => {
    const combination =
      "Invalid email and IRD number combination. Please re-enter or contact us to ensure that your 'Personal IRD Number' is registered with us.";
    const { api } = await open('/login?v=forgot-username', NZ_PORTAL, {
      [RECOVER]: () => ({ body: { result: false, message: combination } }),
    });
    await submit({ Email: 'hannah.wilson@example.co.nz', 'IRD number': '12-345-678' });
    expect((await screen.findByRole('alert')).textContent).toBe(combination);
    expect(sentBody(api)).toEqual({
      email: 'hannah.wilson@example.co.nz',
      irdNumber: '12-345-678',
      dateOfBirth: null,
      register: false,
    });
  });

  it('says the e-mail was sent in a dialog, whose closing returns to login', async () => {
    const { router } = await open('/login?v=forgot-username&returnUrl=%2Fcontact', NZ_PORTAL, {
      [RECOVER]: () => ({ body: { result: true, message: 'We have e-mailed your username to you.' } }),
    });
    await submit({ Email: 'hannah.wilson@example.co.nz', 'IRD number': '123-456-789' });
    const dialog = await screen.findByRole('dialog', { name: 'Check your email' });
    expect(dialog.textContent).toContain('We have e-mailed your username to you.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe('?returnUrl=%2Fcontact'));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
  });

  it("shows a 400's message, and 'Something went wrong' when the network fails", async () => {
    let answer: () => { status: number; body: unknown } = () => ({
      status: 400,
      body: { Id: 'InvalidRecoveryDetails', Message: IRD_MESSAGE },
    });
    const { fetchMock } = (await open('/login?v=forgot-username', NZ_PORTAL, { [RECOVER]: () => answer() })).api;
    await submit({ Email: 'hannah.wilson@example.co.nz', 'IRD number': '123-456-789' });
    expect((await screen.findByRole('alert')).textContent).toBe(IRD_MESSAGE);
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    fetchMock.mockClear();
    await submit({ Email: 'hannah.wilson@example.co.nz', 'IRD number': '123-456-789' });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Something went wrong'));
  });
});

describe('forgot username on the AU portal', () => {
  it('asks for the date of birth as dd-mm-yyyy and checks it before sending', async () => {
    const { api } = await open('/login?v=forgot-username', AU_PORTAL);
    expect(screen.queryByLabelText('IRD number')).toBeNull();
    expect(screen.getByLabelText('Date of birth').getAttribute('placeholder')).toBe('dd-mm-yyyy');
    await submit({ Email: 'olivia.harris@example.com.au', 'Date of birth': '1985-03-05' });
    expect(screen.getByRole('alert').textContent).toBe(DOB_MESSAGE);
    await submit({ Email: 'olivia.harris@example.com.au', 'Date of birth': '31-02-1985' });
    expect(screen.getByRole('alert').textContent).toBe(DOB_MESSAGE);
    expect(api.callsTo(RECOVER)).toHaveLength(0);
  });

  it('sends the date of birth as yyyy-mm-dd', async () => {
    const { api } = await open('/login?v=forgot-username', AU_PORTAL, {
      [RECOVER]: () => ({ body: { result: false, message: 'Invalid email and Date of Birth combination.' } }),
    });
    await submit({ Email: 'olivia.harris@example.com.au', 'Date of birth': '05-03-1985' });
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email and Date of Birth combination.');
    expect(sentBody(api)).toEqual({
      email: 'olivia.harris@example.com.au',
      irdNumber: null,
      dateOfBirth: '1985-03-05',
      register: false,
    });
  });
});

describe('register', () => {
  it('has its own title and text, and sends register: true', async () => {
    const { api } = await open('/login?register=true', NZ_PORTAL, {
      [RECOVER]: () => ({ body: { result: true, message: 'We have e-mailed you a link to set up your login.' } }),
    });
    expect(screen.getByRole('heading', { name: 'Register for the Client Portal' })).toBeTruthy();
    expect(screen.getByText(/Registering sets up your login/)).toBeTruthy();
    await submit({ Email: 'hannah.wilson@example.co.nz', 'IRD number': '123-456-789' }, 'Register');
    expect(await screen.findByRole('dialog', { name: 'Check your email' })).toBeTruthy();
    expect(sentBody(api).register).toBe(true);
  });
});
