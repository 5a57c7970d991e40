import { Grid, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { KiwiSaverMemberAccount, KiwiSaverMemberResponse } from '@tasman/domain/contracts/kiwisaver-tools';
import { channelConfig } from '@tasman/domain/channel/channel';
import { ageOn } from '@tasman/domain/home/age-on';
import { retirementAssumptionsOn, spendMyKiwiSaver } from '@tasman/domain/kiwisaver/spend-my-kiwisaver';
import { validateSpendMyKiwiSaver } from '@tasman/domain/kiwisaver/spend-my-kiwisaver-validation';
import { TOOLS_RETIREMENT_AGE } from '@tasman/domain/tools/tool-permissions';
import { Suspense, useMemo, useState } from 'react';
import { usePortalInfo } from '@/lib/portal-info';
import { formatDate } from '@/ui/date-text';
import { formatMoney } from '@/ui/money-text';
import { KiwiSaverToolPage } from '../../components/kiwisaver-tool-page';
import { LazyBalanceByAgeChart } from '../../components/lazy-balance-by-age-chart';
import { NzSuperContext } from '../components/nz-super-context';
import { SpendAssumptions } from '../components/spend-assumptions';
import { SpendInputs, type SpendForm } from '../components/spend-inputs';
import { spendResultText } from '../spend-result-text';

const TITLE = 'Spend my KiwiSaver';

interface SpendMyKiwiSaverScreenProps {
  clientId: string;
  toolsPath: string;
}

/** The member's KiwiSaver account the tool starts from: the first open one, else the first. */
function accountToUse(accounts: readonly KiwiSaverMemberAccount[]): KiwiSaverMemberAccount | undefined {
  return accounts.find((account) => account.accountIsOpen) ?? accounts[0];
}

/** Spend My KiwiSaver (issue 14): from the member's balance, how long a withdrawal lasts, or what lasts to an age. */
export function SpendMyKiwiSaverScreen({ clientId, toolsPath }: SpendMyKiwiSaverScreenProps) {
  return (
    <KiwiSaverToolPage clientId={clientId} title={TITLE} toolsPath={toolsPath}>
      {(member) => <SpendBody member={member} />}
    </KiwiSaverToolPage>
  );
}

/** The calculator, or why this member cannot use it (spec 002 §6: a KiwiSaver account, 65 or over). */
function SpendBody({ member }: { member: KiwiSaverMemberResponse }) {
  const account = accountToUse(member.accounts);
  if (!account) return <Text>Spend My KiwiSaver needs a KiwiSaver account.</Text>;
  if (!member.dateOfBirth) return <Text>We need your date of birth to plan your withdrawals. Please contact us to add it.</Text>;
  if (ageOn(member.dateOfBirth, member.today) < TOOLS_RETIREMENT_AGE)
    return <Text>Spend My KiwiSaver is for members aged {TOOLS_RETIREMENT_AGE} or over.</Text>;
  return <SpendCalculator member={member} dateOfBirth={member.dateOfBirth} account={account} />;
}

interface SpendCalculatorProps {
  member: KiwiSaverMemberResponse;
  dateOfBirth: string;
  account: KiwiSaverMemberAccount;
}

function SpendCalculator({ member, dateOfBirth, account }: SpendCalculatorProps) {
  const { locale, currency } = channelConfig(usePortalInfo().channel);
  const money = (amount: number) => formatMoney(amount, locale, currency);
  const assumptions = retirementAssumptionsOn(member.today);
  const currentAge = ageOn(dateOfBirth, member.today);
  const [form, setForm] = useState<SpendForm>(() => initialForm(member, dateOfBirth, account, currentAge));
  const errors = validateSpendMyKiwiSaver({ ...form, currentAge });
  const valid = Object.keys(errors).length === 0;
  const result = useMemo(
    () =>
      valid
        ? spendMyKiwiSaver({
            today: member.today,
            dateOfBirth,
            balance: Number(form.balance),
            fundType: form.fundType,
            frequency: form.frequency,
            plan: form.mode === 'howLong' ? { kind: 'howLong', amount: Number(form.amount) } : { kind: 'untilAge', age: Number(form.toAge) },
          })
        : null,
    [valid, form, member.today, dateOfBirth],
  );
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="lg">
          <Paper withBorder radius="md" p="lg">
            <Text size="sm" c="dimmed" mb="md">
              KiwiSaver account {account.accountNumber}
              {account.balanceAsAtDate ? `, balance at ${formatDate(account.balanceAsAtDate)}` : ''}. You are {currentAge}.
            </Text>
            <SpendInputs form={form} errors={errors} assumptions={assumptions} onChange={(change) => setForm((f) => ({ ...f, ...change }))} />
          </Paper>
          <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="spend-result-title">
            <Title order={2} size="h4" id="spend-result-title" mb="xs">
              Your result
            </Title>
            {result ? (
              <>
                <Text fw={600} size="lg" aria-live="polite" data-testid="spend-result">
                  {spendResultText(result, money)}
                </Text>
                <Text size="sm" c="dimmed" mt={4} mb="md">
                  Balance in today&apos;s dollars by age.
                </Text>
                <Suspense fallback={<Skeleton h={280} />}>
                  <LazyBalanceByAgeChart
                    testId="spend-balance-chart"
                    points={result.byYear}
                    label={`Chart of your KiwiSaver balance by age, from ${money(result.byYear[0]!.balance)} at ${result.byYear[0]!.age}`}
                  />
                </Suspense>
              </>
            ) : (
              <Text c="dimmed" aria-live="polite" data-testid="spend-result">
                Fix the highlighted fields to see your result.
              </Text>
            )}
          </Paper>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="lg">
          <NzSuperContext today={member.today} frequency={form.frequency} withdrawal={result?.amount ?? null} />
          <SpendAssumptions
            fundType={form.fundType}
            result={{
              annualReturn: assumptions.returns[form.fundType],
              inflation: assumptions.inflation,
              assumptionsFrom: assumptions.from,
              frequency: form.frequency,
              horizonAge: result?.horizonAge ?? 100,
            }}
          />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/**
 * The starting inputs: the account's balance and the fund type of its largest holding; weekly; the
 * amount that lasts to the FMA's drawdown age (90) rounded down to $10, and that age for the other mode
 * (or five years on for a member past it).
 */
function initialForm(member: KiwiSaverMemberResponse, dateOfBirth: string, account: KiwiSaverMemberAccount, currentAge: number): SpendForm {
  const assumptions = retirementAssumptionsOn(member.today);
  const largest = [...account.funds].sort((a, b) => b.value - a.value)[0];
  const fundType = largest?.category ?? 'Balanced';
  const toAge = currentAge < assumptions.drawdownToAge ? assumptions.drawdownToAge : Math.min(currentAge + 5, 100);
  const balance = Math.round(account.balance * 100) / 100;
  const lastsToAge = spendMyKiwiSaver({
    today: member.today,
    dateOfBirth,
    balance,
    fundType,
    frequency: 'weekly',
    plan: { kind: 'untilAge', age: toAge },
  }).amount;
  const amount = Math.max(10, Math.floor(lastsToAge / 10) * 10);
  return { mode: 'howLong', balance, fundType, frequency: 'weekly', amount, toAge };
}
