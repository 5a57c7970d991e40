import { Grid, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { channelConfig } from '@tasman/domain/channel/channel';
import type { KiwiSaverMemberAccount, KiwiSaverMemberResponse } from '@tasman/domain/contracts/kiwisaver-tools';
import { ageOn } from '@tasman/domain/home/age-on';
import { forecastInputProblems } from '@tasman/domain/kiwisaver/forecast-input-problems';
import { forecastAssumptions, forecastMyBalance, type ForecastOutcome } from '@tasman/domain/kiwisaver/forecast-my-balance';
import { Suspense, useState } from 'react';
import { usePortalInfo } from '@/lib/portal-info';
import { formatDate } from '@/ui/date-text';
import { formatMoney } from '@/ui/money-text';
import { ForecastAssumptions } from '../components/forecast-assumptions';
import { ForecastInputs } from '../components/forecast-inputs';
import { KiwiSaverToolPage } from '../../components/kiwisaver-tool-page';
import { LazyBalanceByAgeChart } from '../../components/lazy-balance-by-age-chart';
import { forecastAccount, forecastInputOf, initialForecastForm, type ForecastForm } from '../forecast-form';

const TITLE = 'KiwiSaver Forecast My Balance';

interface ForecastMyBalanceScreenProps {
  clientId: string;
  toolsPath: string;
}

/** Forecast My Balance (issue 14): the FMA's projection from the member's balance, recomputed in the browser as inputs change. */
export function ForecastMyBalanceScreen({ clientId, toolsPath }: ForecastMyBalanceScreenProps) {
  return (
    <KiwiSaverToolPage clientId={clientId} title={TITLE} toolsPath={toolsPath}>
      {(member) => <ForecastBody member={member} />}
    </KiwiSaverToolPage>
  );
}

/** The calculator, or why this member cannot use it (spec 002 §6: an open one-fund KiwiSaver account, under 65). */
function ForecastBody({ member }: { member: KiwiSaverMemberResponse }) {
  const account = forecastAccount(member.accounts);
  if (!account) return <Text>Forecast My Balance needs an open KiwiSaver account invested in one fund.</Text>;
  if (!member.dateOfBirth) return <Text>We need your date of birth to forecast your balance. Please contact us to add it.</Text>;
  if (ageOn(member.dateOfBirth, member.today) >= 65) return <Text>Forecast My Balance is for members under 65.</Text>;
  return <ForecastCalculator member={member} dateOfBirth={member.dateOfBirth} account={account} />;
}

interface ForecastCalculatorProps {
  member: KiwiSaverMemberResponse;
  dateOfBirth: string;
  account: KiwiSaverMemberAccount;
}

function Outcome({ title, outcome, money, testId }: { title: string; outcome: ForecastOutcome; money: (n: number) => string; testId: string }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {title}
      </Text>
      <Text fw={700} fz={28} lh={1.2}>
        {money(outcome.lumpSum)}
      </Text>
      <Text size="sm">
        about <strong>{money(outcome.weekly)} a week</strong> until 90
      </Text>
    </Paper>
  );
}

function ForecastCalculator({ member, dateOfBirth, account }: ForecastCalculatorProps) {
  const { locale, currency } = channelConfig(usePortalInfo().channel);
  const money = (amount: number) => formatMoney(amount, locale, currency).replace(/\.00$/, '');
  const [initial] = useState(() => initialForecastForm(member, account));
  const [form, setForm] = useState<ForecastForm>(initial.form);
  const input = forecastInputOf(form, member.today, dateOfBirth);
  const problems = forecastInputProblems(input);
  const valid = Object.keys(problems).length === 0;
  // Recomputed in the browser on every change (no round trip): a forecast takes about a millisecond.
  const forecast = valid ? forecastMyBalance(input) : null;
  const assumptions = forecastAssumptions(member.today);
  const age = ageOn(dateOfBirth, member.today);

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="lg">
          <Paper withBorder radius="md" p="lg">
            <Text size="sm" c="dimmed" mb="md">
              KiwiSaver account {account.accountNumber} in {account.funds[0]!.name}
              {account.balanceAsAtDate ? `, balance at ${formatDate(account.balanceAsAtDate)}` : ''}. You are {age}.
            </Text>
            <ForecastInputs
              form={form}
              problems={problems}
              today={member.today}
              assumptions={assumptions}
              salarySource={initial.salarySource}
              money={money}
              onChange={(change) => setForm((f) => ({ ...f, ...change }))}
            />
          </Paper>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="lg">
          <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="forecast-result-title">
            <Title order={2} size="h4" id="forecast-result-title" mb="xs">
              What you could have, in today&apos;s dollars
            </Title>
            {forecast ? (
              <Stack gap="sm" aria-live="polite">
                <SimpleGrid cols={{ base: 1, xs: forecast.atRetirement.age === 65 ? 1 : 2 }}>
                  <Outcome title="At 65, a lump sum of" outcome={forecast.at65} money={money} testId="forecast-at-65" />
                  {forecast.atRetirement.age !== 65 ? (
                    <Outcome
                      title={`At ${forecast.atRetirement.age}, your retirement age`}
                      outcome={forecast.atRetirement}
                      money={money}
                      testId="forecast-at-retirement"
                    />
                  ) : null}
                </SimpleGrid>
                <Group gap="xs">
                  <Text size="sm" c="dimmed">
                    First year: you {money(Math.round(forecast.firstYear.member + forecast.firstYear.voluntary))}, your employer{' '}
                    {money(Math.round(forecast.firstYear.employer))} after ESCT, the government {money(Math.round(forecast.firstYear.government))}.
                  </Text>
                </Group>
                <Text size="sm" c="dimmed">
                  Balance in today&apos;s dollars by age.
                </Text>
                <Suspense fallback={<Skeleton h={280} />}>
                  <LazyBalanceByAgeChart
                    testId="forecast-balance-chart"
                    points={forecast.years.map((y) => ({ age: Number(y.age.toFixed(2)), balance: Math.round(y.balance) }))}
                    label={`Chart of your forecast KiwiSaver balance by age, from ${money(account.balance)} now to ${money(forecast.atRetirement.lumpSum)} at ${forecast.atRetirement.age}`}
                  />
                </Suspense>
              </Stack>
            ) : (
              <Text c="dimmed" aria-live="polite" data-testid="forecast-result">
                Fix the highlighted fields to see your forecast.
              </Text>
            )}
          </Paper>
          <ForecastAssumptions forecast={forecast} assumptions={assumptions} fundType={form.fundType} today={member.today} money={money} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
