import { Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import { formatPercent } from '@tasman/domain/format/percent';
import { CONTRIBUTION_RATE_RULES } from '@tasman/domain/kiwisaver/contribution-rates';
import { FORECAST_SOURCES, type Forecast } from '@tasman/domain/kiwisaver/forecast-my-balance';
import { governmentContributionRuleOn } from '@tasman/domain/kiwisaver/government-contribution-rules';
import type { FundRiskCategory } from '@tasman/domain/statements/retirement-assumptions';
import { formatDate } from '@/ui/date-text';

interface ForecastAssumptionsProps {
  forecast: Forecast | null;
  assumptions: Forecast['assumptions'];
  fundType: FundRiskCategory;
  today: string;
  money: (amount: number) => string;
}

const pct = (fraction: number) => formatPercent(fraction * 100, { trimZeros: true });

/** The assumptions and rules the forecast rests on, each figure read from the domain, with sources. */
export function ForecastAssumptions({ forecast, assumptions, fundType, today, money }: ForecastAssumptionsProps) {
  const government = governmentContributionRuleOn(today);
  const steps = CONTRIBUTION_RATE_RULES.filter((rule) => rule.from > today);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="forecast-assumptions-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="forecast-assumptions-title">
          Assumptions
        </Title>
        <List size="sm" spacing={4}>
          <List.Item>
            A {fundType} fund earns {pct(assumptions.returns[fundType])} a year after fees and tax, before and after you retire.
          </List.Item>
          <List.Item>
            Prices rise {pct(assumptions.inflation)} a year: every amount is in today&apos;s dollars. Pay rises {pct(assumptions.wageGrowth)} a
            year, and contributions with it (voluntary ones too).
          </List.Item>
          {steps.map((rule) => (
            <List.Item key={rule.from}>
              The default rate rises to {formatPercent(rule.defaultRate, { trimZeros: true })} on {formatDate(rule.from)}: if you are on
              today&apos;s default you move up with it, and so does your employer&apos;s minimum.
            </List.Item>
          ))}
          <List.Item>
            Employer contributions are after ESCT, at the rate for your pay
            {forecast ? ` (${pct(forecast.firstYear.esctRate)} in the first year)` : ''}; employers need not contribute after 65.
          </List.Item>
          <List.Item>
            The government contribution is {Math.round(government.rate * 100)} cents for each dollar you contribute, up to{' '}
            {money(government.maximum)} a year, from age {government.minimumAge} until {government.maximumAge}
            {government.incomeLimit !== null ? `, none on an income over ${money(government.incomeLimit)}` : ''}.
          </List.Item>
          <List.Item>
            No withdrawals or savings suspensions. The weekly amount is what you could take each week until {assumptions.drawdownToAge}, the
            balance staying invested, until it runs out.
          </List.Item>
          <List.Item>
            Lump sums are rounded to the nearest {money(assumptions.lumpSumRounding)} and weekly amounts to the nearest{' '}
            {money(assumptions.weeklyRounding)}, as on your annual statement.
          </List.Item>
        </List>
        <Text size="xs" c="dimmed">
          The FMA&apos;s prescribed assumptions for KiwiSaver retirement projections, in force from {formatDate(assumptions.from)}, the same
          method as your annual statement&apos;s projection. This is a guide, not advice: returns go up and down. Sources:
        </Text>
        <List size="xs">
          {FORECAST_SOURCES.map((source) => (
            <List.Item key={source.url}>
              <Anchor href={source.url} target="_blank" rel="noreferrer" size="xs">
                {source.title}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
