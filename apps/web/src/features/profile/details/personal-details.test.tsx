import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClientResponse } from '@tasman/domain/contracts/people';
import { PROFILE_MESSAGES } from '@tasman/domain/contracts/profile';
import { CHANNEL_CONFIG } from '@tasman/domain/channel/channel';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { AU_PORTAL, CLIENT, STAFF } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { CLIENT_KEY, FORM_LISTS, PROFILE_OF_CLIENT, storedClient, TWO_FACTOR_CLIENT } from './profile-test-kit';

const CLIENT_PATH = `/api/v1/client/${CLIENT_KEY}`;

function mockProfile(client: ClientResponse = storedClient(), extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/v1/profile': () => ({ body: PROFILE_OF_CLIENT }),
    [`GET ${CLIENT_PATH}`]: () => ({ body: client }),
    'GET /api/v1/profile/form-lists': () => ({ body: FORM_LISTS }),
    // The security settings below the details (helper E's) list the sessions.
    'GET /api/v1/auth/sessions': () => ({ body: { sessions: [] } }),
    ...extra,
  });
}

/** The value shown under a label of the details view. */
async function shown(label: string): Promise<string> {
  // A first screen on a busy machine (2 cores shared) can take longer than the default wait.
  const term = await screen.findByText(label, { selector: 'dt' }, { timeout: 15_000 });
  return term.nextElementSibling?.textContent ?? '';
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const select = (name: string) => screen.getByRole('combobox', { name: new RegExp(`^${name}`) });
/** The error Mantine shows under an input ('' when none). */
const errorOf = (input: HTMLElement) =>
  input.closest('[class*="InputWrapper-root"], [class*="Checkbox-root"]')?.querySelector('[class*="InputWrapper-error"], [class*="Checkbox-error"]')
    ?.textContent ?? '';
const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

async function openForm(client = storedClient(), extra: Parameters<typeof mockApi>[0] = {}) {
  const mock = mockProfile(client, extra);
  const app = renderApp('/profile/details', { user: TWO_FACTOR_CLIENT });
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }, { timeout: 15_000 }));
  await screen.findByRole('form', { name: 'Edit Profile' });
  return { mock, ...app };
}

async function retype(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  if (text !== '') await userEvent.type(input, text);
}

describe('Personal Details view (spec 002 §2.4)', { timeout: 60_000 }, () => {
  // The screens load lazily; on a busy machine the first load outlasts Testing Library's wait, so
  // the modules are loaded once before the tests (what is tested is the same either way).
  beforeAll(() => Promise.all([import('@/app/layout/app-layout'), import('@/app/routes/profile-route')]), 60_000);
  afterEach(() => vi.unstubAllGlobals());

  it('shows the names, IRD number in its mask, PIR and the postal address lines; contact values masked with two-factor on', async () => {
    mockProfile(storedClient({ irdNumber: '49091850' }));
    renderApp('/profile/details', { user: TWO_FACTOR_CLIENT });
    expect(await shown('Title')).toBe('Ms');
    expect(await shown('Preferred name')).toBe('Jo');
    expect(await shown('First name')).toBe('Joanna');
    expect(await shown('Last name')).toBe('Citizen');
    // IR's worked number 49091850: eight digits shown with a leading 0 in the ###-###-### mask.
    expect(await shown('IRD number')).toBe('049-091-850');
    expect(await shown('PIR')).toBe('17.5%');
    // The mask keeps the e-mail's first character and domain, and a phone's last three digits.
    expect(await shown('Email')).toBe('j•••@example.nz');
    expect(await shown('Home phone')).toBe('•• ••• •101');
    expect(await shown('Mobile phone')).toBe('••• ••• •199');
    const address = await screen.findByText('Address', { selector: 'dt' });
    const lines = [...(address.nextElementSibling?.children ?? [])].map((line) => line.textContent);
    expect(lines).toEqual(['12 Queen Street', 'Flat 3', 'Ponsonby', 'Auckland 1011', 'New Zealand']);
  });

  it('shows contact values plainly without two-factor, "-" where a value is missing, and no suburb line when there is none', async () => {
    const base = storedClient();
    mockProfile(storedClient({ homePhone: null, postalAddress: { ...base.postalAddress!, suburb: null, addressLine2: null } }));
    renderApp('/profile/details', { user: CLIENT });
    expect(await shown('Email')).toBe('jo.citizen@example.nz');
    expect(await shown('Mobile phone')).toBe('021 555 0199');
    expect(await shown('Home phone')).toBe('-');
    const address = await screen.findByText('Address', { selector: 'dt' });
    expect([...(address.nextElementSibling?.children ?? [])].map((line) => line.textContent)).toEqual(['12 Queen Street', 'Auckland 1011', 'New Zealand']);
  });

  it('asks a client without two-factor to enable it before editing, and offers the set-up dialog', async () => {
    mockProfile(storedClient(), { 'POST /api/v1/two-factor/setup': () => ({ status: 503, body: { Id: 'Unavailable', Message: 'Try later' } }) });
    renderApp('/profile/details', { user: CLIENT });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByRole('alert').textContent).toContain(PROFILE_MESSAGES.twoFactorRequired);
    expect(screen.getByText('Two-Factor Authentication must be enabled to update your personal information.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Edit Profile' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Set up Two-Factor Authentication' }));
    expect(await screen.findByRole('dialog', { name: 'Set up two-factor authentication' })).toBeTruthy();
  });

  it('hides IRD number and PIR on the AU portal, and Edit Profile opens the external page there', async () => {
    mockProfile(storedClient({ irdNumber: null, pir: null }));
    renderApp('/profile/details', { user: { ...TWO_FACTOR_CLIENT, channel: 'AU' }, portal: AU_PORTAL });
    expect(await shown('Preferred name')).toBe('Jo');
    expect(screen.queryByText('IRD number')).toBeNull();
    expect(screen.queryByText('PIR')).toBeNull();
    const edit = screen.getByRole('link', { name: 'Edit Profile' });
    expect(edit.getAttribute('href')).toBe(CHANNEL_CONFIG.AU.editProfileUrl);
    expect(edit.getAttribute('target')).toBe('_blank');
    expect(edit.getAttribute('rel')).toContain('noopener');
  });

  it('shows an intermediary their Adviser Details with "-" where empty, and no Edit Profile', async () => {
    mockApi({
      'GET /api/v1/profile/adviser': () => ({
        body: { position: 'Senior Adviser', firstName: 'Sarah', lastName: 'Mitchell', phoneNumber: null, mobileNumber: '021 000 111', emailAddress: null },
      }),
    });
    renderApp('/profile/details', { user: { ...STAFF, userType: 'Intermediary', username: 'demo.adviser' } });
    const block = await screen.findByRole('region', { name: 'Adviser Details' });
    const value = (label: string) => within(block).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Company/Position')).toBe('Senior Adviser');
    expect(value('Name')).toBe('Sarah Mitchell');
    expect(value('Direct line')).toBe('-');
    expect(value('Mobile')).toBe('021 000 111');
    expect(value('Email')).toBe('-');
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).toBeNull();
  });
});

describe('Edit Profile form (spec 002 §4 views, §5 Profile form)', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens in place of the view with names and IRD number read-only, Save disabled until something changes and the authority is confirmed', async () => {
    await openForm();
    expect(screen.queryByText('Joanna', { selector: 'dd' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Update Password' })).toBeNull();
    for (const name of ['First name', 'Last name', 'IRD number']) expect(field(name).hasAttribute('readonly')).toBe(true);
    expect((field('IRD number') as HTMLInputElement).value).toBe('049-091-850');
    expect(save().disabled).toBe(true);

    const authority = screen.getByRole('checkbox', { name: PROFILE_MESSAGES.authority });
    await userEvent.click(authority);
    expect(save().disabled).toBe(true); // ticked, but nothing changed
    await retype(field('Preferred name'), 'Joanne');
    expect(save().disabled).toBe(false);
    await userEvent.click(authority);
    expect(save().disabled).toBe(true); // changed, but the authority not confirmed
    expect(errorOf(authority)).toBe(PROFILE_MESSAGES.mustConfirmAuthority);
    await userEvent.click(authority);
    await retype(field('Preferred name'), '  Jo  ');
    expect(save().disabled).toBe(true); // surrounding spaces are no change
  });

  it('refuses each field as §5 says, and Save stays disabled while any is invalid', async () => {
    await openForm();
    await userEvent.click(screen.getByRole('checkbox', { name: PROFILE_MESSAGES.authority }));
    const cases: [string, string, string][] = [
      ['Preferred name', '', 'Required'],
      ['Preferred name', 'J'.repeat(41), PROFILE_MESSAGES.tooLong(40)],
      ['Email', '', 'Required'],
      ['Email', 'jo.citizen@', 'Invalid email address'],
      ['Email', 'jo citizen@example.nz', 'Invalid email address'],
      ['Mobile phone', '', 'Required'],
      ['Address line 1', '', 'Required'],
      ['Address line 1', 'a'.repeat(61), PROFILE_MESSAGES.tooLong(60)],
      ['Address line 2', 'a'.repeat(61), PROFILE_MESSAGES.tooLong(60)],
      ['Suburb', 's'.repeat(21), PROFILE_MESSAGES.tooLong(20)],
      ['City', '', 'Required'],
      ['City', 'c'.repeat(21), PROFILE_MESSAGES.tooLong(20)],
      ['Postcode', '', 'Required'],
      ['Postcode', '101', PROFILE_MESSAGES.postCodeFourDigits],
    ];
    for (const [name, text, message] of cases) {
      const input = field(name);
      const before = (input as HTMLInputElement).value;
      // fireEvent for long strings: typing 61 characters one by one is slow and tests nothing more.
      fireEvent.change(input, { target: { value: text } });
      expect(errorOf(input), `${name} = '${text}'`).toBe(message);
      expect(save().disabled, `${name} = '${text}'`).toBe(true);
      fireEvent.change(input, { target: { value: before } });
      expect(errorOf(input)).toBe('');
    }
    // At the limits the same fields pass.
    fireEvent.change(field('Preferred name'), { target: { value: 'J'.repeat(40) } });
    expect(errorOf(field('Preferred name'))).toBe('');
    fireEvent.change(field('Suburb'), { target: { value: 's'.repeat(20) } });
    expect(errorOf(field('Suburb'))).toBe('');
    expect(save().disabled).toBe(false);
  });

  it('requires a PIR from the list and a country', async () => {
    await openForm(storedClient({ pir: null }));
    expect(errorOf(select('PIR'))).toBe('Required');
    expect(within(select('PIR')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select your PIR', '10.5%', '17.5%', '28%']);
    await userEvent.selectOptions(select('PIR'), '28');
    expect(errorOf(select('PIR'))).toBe('');
    await userEvent.selectOptions(select('Country'), '');
    expect(errorOf(select('Country'))).toBe('Required');
  });

  it('masks the postcode to 4 digits in New Zealand, and lets other countries have their own', async () => {
    await openForm();
    const postcode = field('Postcode');
    await retype(postcode, 'ab1-23456');
    expect((postcode as HTMLInputElement).value).toBe('1234');
    await userEvent.selectOptions(select('Country'), 'GB');
    await retype(postcode, 'SW1A 1AA');
    expect((postcode as HTMLInputElement).value).toBe('SW1A 1AA');
    expect(errorOf(postcode)).toBe('');
    // Back to Australia: the mask applies again to what is there.
    await userEvent.selectOptions(select('Country'), 'AU');
    expect((postcode as HTMLInputElement).value).toBe('11');
    expect(errorOf(postcode)).toBe(PROFILE_MESSAGES.postCodeFourDigits);
  });

  it('works out the rate with "Which rate is mine?" and puts it in the PIR field', async () => {
    await openForm(storedClient({ pir: 28 }));
    await userEvent.click(screen.getByRole('button', { name: 'Which rate is mine?' }));
    // From 1 April 2025: taxable $10,000 ≤ $15,600 and $10,000 + $1,000 ≤ $53,500 → 10.5% (IRD).
    // The panel opens with a transition: wait for it rather than read the tree in the same tick.
    await userEvent.type(await screen.findByRole('textbox', { name: 'Taxable income' }), '10000');
    await userEvent.type(await screen.findByRole('textbox', { name: 'PIE income' }), '1000');
    await userEvent.click(await screen.findByRole('button', { name: 'Use 10.5%' }));
    expect((select('PIR') as HTMLSelectElement).value).toBe('10.5');
  });

  it('saves the edited fields only, replaces the stored client with the answer and confirms (one business day)', async () => {
    const answer = storedClient({ name: { ...storedClient().name, knownAs: 'Joanne' }, emailAddress: 'joanne@example.nz' });
    const { mock } = await openForm(storedClient(), { [`PUT ${CLIENT_PATH}`]: () => ({ body: answer }) });
    await retype(field('Preferred name'), 'Joanne');
    await retype(field('Email'), 'joanne@example.nz');
    await userEvent.click(screen.getByRole('checkbox', { name: PROFILE_MESSAGES.authority }));
    await userEvent.click(save());

    const dialog = await screen.findByRole('dialog', { name: 'Profile update confirmation' });
    expect(dialog.textContent).toContain('one business day');
    const [, init] = mock.callsTo(`PUT ${CLIENT_PATH}`)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      title: 'Ms',
      knownAs: 'Joanne',
      pir: 17.5,
      homePhone: '09 555 0101',
      mobilePhone: '021 555 0199',
      emailAddress: 'joanne@example.nz',
      postalAddress: { addressLine1: '12 Queen Street', addressLine2: 'Flat 3', suburb: 'Ponsonby', city: 'Auckland', postCode: '1011', countryCode: 'NZ' },
      authorityConfirmed: true,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    // Back on the view, showing the answer without asking again.
    expect(await shown('Preferred name')).toBe('Joanne');
    expect(await shown('Email')).toBe('j•••@example.nz');
    expect(mock.callsTo(`GET ${CLIENT_PATH}`)).toHaveLength(1);
  });

  it("shows 'An error occured while updating profile' when the save fails, with the server's reason for refused input", async () => {
    let status = 500;
    await openForm(storedClient(), {
      [`PUT ${CLIENT_PATH}`]: () =>
        status === 500
          ? { status, body: { Id: 'InternalError', Message: 'Something went wrong' } }
          : { status, body: { Id: 'ValidationFailed', Message: 'emailAddress: Invalid email address' } },
    });
    await retype(field('City'), 'Wellington');
    await userEvent.click(screen.getByRole('checkbox', { name: PROFILE_MESSAGES.authority }));
    await userEvent.click(save());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('An error occured while updating profile');
    expect(screen.getByRole('form', { name: 'Edit Profile' })).toBeTruthy();

    status = 400;
    await userEvent.click(save());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('emailAddress: Invalid email address'));
    expect(screen.getByRole('alert').textContent).toContain(PROFILE_MESSAGES.updateFailed);
  });

  it('returns to the view on Cancel without saving', async () => {
    const { mock } = await openForm();
    await retype(field('City'), 'Wellington');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await shown('Preferred name')).toBe('Jo');
    expect(screen.getByRole('button', { name: 'Update Password' })).toBeTruthy();
    expect(mock.callsTo(`PUT ${CLIENT_PATH}`)).toHaveLength(0);
  });
});
