import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GovernmentContributionResponse } from '@tasman/domain/contracts/government-contribution';
import { depositInstructions } from '@tasman/domain/kiwisaver/deposit-instructions';
import { governmentContributionEntitlement, type GovernmentContributionInput } from '@tasman/domain/kiwisaver/government-contribution';
import { GOVERNMENT_CONTRIBUTION_MESSAGES, IRD_GOVERNMENT_CONTRIBUTIONS_URL } from '@tasman/domain/kiwisaver/government-contribution-wording';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { GovernmentContributionModal } from './government-contribution-modal';
import { GovernmentContributionTile } from './government-contribution-tile';

const N = '700123';
const DATA = `GET /api/v1/accounts/${N}/government-contribution`;
const EMAIL = 'POST /api/v1/government-contribution/deposit-instructions';
const LOADED = { timeout: 10_000 };
const SLOW = { timeout: 30_000 };

/** The server's answer for a member, computed by the domain from the given facts (today 25 Nov 2026). */
function answer(input: Partial<GovernmentContributionInput> = {}, viewerIsMember = true): GovernmentContributionResponse {
  const joinedDate = input.joinedDate ?? '2015-04-01';
  return {
    ...governmentContributionEntitlement({
      today: '2026-11-25',
      dateOfBirth: '1985-03-10',
      joinedDate,
      accountOpen: true,
      contributions: [],
      incomeOverLimit: null,
      ...input,
    }),
    accountNumber: N,
    memberName: 'Aroha',
    viewerIsMember,
    joinedDate,
    depositInstructions: depositInstructions(N, '2026-11-25'),
  };
}

function renderModal(node = <GovernmentContributionModal accountNumber={N} opened onClose={() => {}} />) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider env="test">{node}</MantineProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('Government contribution modal (spec 002 §4)', () => {
  it('NeedToTopUp for the member: second person, figures, Contribute Now to DepositInstructions, e-mail sent once', SLOW, async () => {
    const api = mockApi({
      [DATA]: () => ({ body: answer({ contributions: [{ date: '2026-08-18', amount: 400 }] }) }),
      [EMAIL]: () => ({ body: { emailSent: true, to: 'a****@example.nz' } }),
    });
    renderModal();
    const summary = await screen.findByTestId('gc-summary', undefined, LOADED);
    expect(summary.dataset.scenario).toBe('NeedToTopUp');
    expect(summary.textContent).toContain('You have contributed $400.00 so far');
    expect(summary.textContent).toContain('contribute $642.86 more by 30 June 2027');
    expect(within(screen.getByTestId('gc-figures')).getByText('Still to contribute').nextElementSibling?.textContent).toBe('$642.86');
    const ird = screen.getByRole('link', { name: /Inland Revenue/ });
    expect(ird.getAttribute('href')).toBe(IRD_GOVERNMENT_CONTRIBUTIONS_URL);
    expect(ird.getAttribute('rel')).toContain('noopener');

    await userEvent.click(screen.getByRole('button', { name: 'Contribute Now' }));
    const instructions = await screen.findByTestId('gc-deposit-instructions');
    expect(instructions.textContent).toContain('99-0001-0012345-000');
    expect(instructions.textContent).toContain('GC2027');
    expect(screen.queryByTestId('gc-email-sent')).toBeNull(); // the flag starts false
    await userEvent.click(screen.getByRole('button', { name: 'Email me these instructions' }));
    expect((await screen.findByTestId('gc-email-sent', undefined, LOADED)).textContent).toContain('a****@example.nz');
    expect(screen.getByRole('button', { name: 'Email sent' }).hasAttribute('disabled')).toBe(true);
    const posts = api.callsTo(EMAIL);
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]![1]!.body))).toEqual({ accountNumber: N, code: 'GC2027' });

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByTestId('gc-summary')).toBeTruthy();
  });

  it('an e-mail that fails shows the spec\'s alert and keeps the button', SLOW, async () => {
    mockApi({
      [DATA]: () => ({ body: answer({ contributions: [{ date: '2026-08-18', amount: 400 }] }) }),
      [EMAIL]: () => ({ status: 500, body: { Id: 'Internal', Message: 'Something went wrong' } }),
    });
    renderModal();
    await userEvent.click(await screen.findByRole('button', { name: 'Contribute Now' }, LOADED));
    await userEvent.click(screen.getByRole('button', { name: 'Email me these instructions' }));
    expect((await screen.findByRole('alert', undefined, LOADED)).textContent).toBe(GOVERNMENT_CONTRIBUTION_MESSAGES.emailFailed);
    expect(screen.queryByTestId('gc-email-sent')).toBeNull();
  });

  it.each([
    ['ContributedEnough', answer({ contributions: [{ date: '2026-08-18', amount: 1042.86 }] }), 'You have contributed enough for the maximum government contribution'],
    ['NotEligible', answer({ dateOfBirth: '1950-01-01' }), 'You are not eligible for the government contribution this year'],
    ['Unknown', answer({ joinedDate: '2026-09-01', contributions: [{ date: '2026-09-18', amount: 10 }] }), 'We cannot tell whether you need to top up'],
  ] as const)('%s: its wording, and Contribute Now only when entitled', SLOW, async (scenario, body, heading) => {
    mockApi({ [DATA]: () => ({ body }) });
    renderModal();
    const summary = await screen.findByTestId('gc-summary', undefined, LOADED);
    expect(summary.dataset.scenario).toBe(scenario);
    expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Contribute Now' }) !== null).toBe(scenario !== 'NotEligible');
  });

  it('Error: the check failure message', SLOW, async () => {
    mockApi({ [DATA]: () => ({ status: 503, body: { Id: 'ServiceUnavailable', Message: 'down' } }) });
    renderModal();
    expect((await screen.findByRole('alert', undefined, LOADED)).textContent).toBe(GOVERNMENT_CONTRIBUTION_MESSAGES.checkFailed);
  });

  it('staff and advisers read it in the third person, with no Contribute Now', SLOW, async () => {
    mockApi({ [DATA]: () => ({ body: answer({ contributions: [{ date: '2026-08-18', amount: 400 }] }, false) }) });
    renderModal();
    const summary = await screen.findByTestId('gc-summary', undefined, LOADED);
    expect(summary.textContent).toContain('Aroha has contributed $400.00');
    expect(summary.textContent).toContain('Aroha needs to contribute $642.86 more');
    const sentences = [...summary.querySelectorAll('p, h3')].map((el) => el.textContent ?? '').join(' ');
    expect(sentences).not.toMatch(/\b(you|your)\b/i);
    expect(screen.queryByRole('button', { name: 'Contribute Now' })).toBeNull();
  });

  it('the FAQ sections expand and collapse', SLOW, async () => {
    mockApi({ [DATA]: () => ({ body: answer() }) });
    renderModal();
    const question = await screen.findByRole('button', { name: 'Who is eligible?' }, LOADED);
    expect(question.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(question);
    await waitFor(() => expect(question.getAttribute('aria-expanded')).toBe('true'));
    expect(screen.getByText(/Members aged 16 until they turn 65/)).toBeTruthy();
    await userEvent.click(question);
    await waitFor(() => expect(question.getAttribute('aria-expanded')).toBe('false'));
  });
});

describe('Government contribution tile (spec 000 §2.5)', () => {
  it('names the maximum of the year in force and opens the check', SLOW, async () => {
    mockApi({ [DATA]: () => ({ body: answer() }) });
    renderModal(<GovernmentContributionTile accountNumber={N} today="2026-11-25" />);
    const tile = screen.getByRole('button', { name: /Check if you qualify for \$260/ });
    await userEvent.click(tile);
    expect(await screen.findByTestId('gc-summary', undefined, LOADED)).toBeTruthy();
  });

  it('said $521 in the year ending 30 June 2025', () => {
    mockApi({});
    renderModal(<GovernmentContributionTile accountNumber={N} today="2025-06-30" />);
    expect(screen.getByRole('button', { name: /Check if you qualify for \$521/ })).toBeTruthy();
  });
});
