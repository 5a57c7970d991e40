import { Accordion, Alert, Anchor, Button, Group, Loader, Modal, Stack, Table, Text, Title } from '@mantine/core';
import type { GovernmentContributionResponse } from '@tasman/domain/contracts/government-contribution';
import {
  GOVERNMENT_CONTRIBUTION_MESSAGES,
  IRD_GOVERNMENT_CONTRIBUTIONS_URL,
  governmentContributionFaq,
  governmentContributionSummary,
  longDate,
} from '@tasman/domain/kiwisaver/government-contribution-wording';
import { IconAlertTriangle, IconCircleCheck, IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useEmailDepositInstructions } from '../api/email-deposit-instructions';
import { useGovernmentContribution } from '../api/get-government-contribution';

/** spec 002 §4 'Government contribution modal': the two views. */
export type GovernmentContributionView = 'Summary' | 'DepositInstructions';

export interface GovernmentContributionModalProps {
  /** The KiwiSaver account checked. */
  accountNumber: string;
  opened: boolean;
  onClose: () => void;
}

export const GOVERNMENT_CONTRIBUTION_TITLE = 'Government Contribution';

/**
 * The government contribution check (spec 002 §2.7; not a route): opened from the home tile, from a
 * notification and from Check GOVT Contributions on the adviser summary. The member reads it in the
 * second person and may Contribute Now; staff, advisers and related holders read it in the third
 * person, without Contribute Now (spec 002 §6).
 */
export function GovernmentContributionModal({ accountNumber, opened, onClose }: GovernmentContributionModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={GOVERNMENT_CONTRIBUTION_TITLE} size="lg" centered>
      {/* Mounted only while open: each opening starts at Summary with the email-sent flag false. */}
      {opened ? <GovernmentContributionCheck accountNumber={accountNumber} /> : null}
    </Modal>
  );
}

function GovernmentContributionCheck({ accountNumber }: { accountNumber: string }) {
  const check = useGovernmentContribution(accountNumber, true);
  const [view, setView] = useState<GovernmentContributionView>('Summary');

  if (check.isPending) {
    return (
      <Group gap="sm" role="status" py="md">
        <Loader size="sm" />
        <Text size="sm">Checking government contributions…</Text>
      </Group>
    );
  }
  if (check.isError) {
    // The Error scenario (spec 002 §4, §8 'Contribution check failure').
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} role="alert" data-scenario="Error">
        {GOVERNMENT_CONTRIBUTION_MESSAGES.checkFailed}
      </Alert>
    );
  }
  const data = check.data;
  return view === 'Summary' ? (
    <SummaryView data={data} onContribute={() => setView('DepositInstructions')} />
  ) : (
    <DepositInstructionsView data={data} onBack={() => setView('Summary')} />
  );
}

function SummaryView({ data, onContribute }: { data: GovernmentContributionResponse; onContribute: () => void }) {
  const summary = governmentContributionSummary(
    data,
    data.viewerIsMember ? { kind: 'member' } : { kind: 'about', name: data.memberName },
  );
  // The member may top up whenever entitled (a voluntary contribution after the maximum still adds to their
  // savings); staff, advisers and related holders have no Contribute Now (spec 002 §6).
  const contributeNow = data.viewerIsMember && data.EntitledToContribution;
  return (
    <Stack gap="md" data-testid="gc-summary" data-scenario={data.scenario}>
      <Title order={3} size="h4">
        {summary.heading}
      </Title>
      {summary.paragraphs.map((paragraph) => (
        <Text key={paragraph} size="sm">
          {paragraph}
        </Text>
      ))}
      {data.EntitledToContribution ? <Figures data={data} /> : null}
      {contributeNow ? (
        <Group>
          <Button onClick={onContribute}>Contribute Now</Button>
        </Group>
      ) : null}
      <Faq data={data} />
      <Anchor href={IRD_GOVERNMENT_CONTRIBUTIONS_URL} target="_blank" rel="noopener noreferrer" size="sm" underline="always">
        <Group gap={4} component="span">
          Government contributions on Inland Revenue&apos;s website
          <IconExternalLink size={14} aria-label="(opens in a new tab)" />
        </Group>
      </Anchor>
    </Stack>
  );
}

const money = (value: number) => `$${value.toLocaleString('en-NZ', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function Figures({ data }: { data: GovernmentContributionResponse }) {
  const rows: Array<[string, string]> = [
    ['Contribution year', `${longDate(data.StartDate)} to ${longDate(data.EndDate)}`],
    ['Contributed so far', money(data.TotalContributions)],
    ['Needed for the maximum', money(data.EligibleAmount)],
    ['Still to contribute', money(data.AmountRequiredForFullMTC)],
    ['Maximum government contribution', money(data.maximumContribution)],
  ];
  return (
    <Table variant="vertical" withTableBorder layout="fixed" data-testid="gc-figures">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w="55%">{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Faq({ data }: { data: GovernmentContributionResponse }) {
  return (
    <div>
      <Title order={4} size="h5" mb="xs">
        Frequently asked questions
      </Title>
      <Accordion variant="separated" chevronPosition="right">
        {/* Plain values: Mantine builds the control and panel ids (aria-controls) from them. */}
        {governmentContributionFaq(data.rule).map((section, index) => (
          <Accordion.Item key={section.question} value={`faq-${index + 1}`}>
            <Accordion.Control>{section.question}</Accordion.Control>
            <Accordion.Panel>
              {section.answer.map((line) => (
                <Text key={line} size="sm">
                  {line}
                </Text>
              ))}
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </div>
  );
}

function DepositInstructionsView({ data, onBack }: { data: GovernmentContributionResponse; onBack: () => void }) {
  const email = useEmailDepositInstructions();
  // spec 002 §4: 'The email-sent flag goes from false to true after a successful deposit-instruction email.'
  const emailSent = email.isSuccess;
  const i = data.depositInstructions;
  const rows: Array<[string, string]> = [
    ['Account name', i.payee],
    ['Account number', i.bankAccount],
    ['Particulars', i.particulars],
    ['Code', i.code],
    ['Reference', i.reference],
  ];
  return (
    <Stack gap="md" data-testid="gc-deposit-instructions">
      <Title order={3} size="h4">
        Deposit instructions
      </Title>
      <Text size="sm">
        Make a voluntary contribution by bank transfer to this account
        {data.NeedsTopUp ? `; ${money(data.AmountRequiredForFullMTC)} more earns the maximum` : ''}. To count for this year it
        must reach us by {longDate(i.yearEnd)}.
      </Text>
      <Table variant="vertical" withTableBorder layout="fixed">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w="40%">{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm">Bank transfer payments are applied in {i.appliedIn}.</Text>
      {email.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} role="alert">
          {GOVERNMENT_CONTRIBUTION_MESSAGES.emailFailed}
        </Alert>
      ) : null}
      {emailSent ? (
        <Alert color="green" variant="light" icon={<IconCircleCheck size={20} />} role="status" data-testid="gc-email-sent">
          We have e-mailed these instructions to {email.data.to}.
        </Alert>
      ) : null}
      <Group gap="sm">
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
        <Button
          onClick={() => email.mutate({ accountNumber: data.accountNumber, code: i.code })}
          loading={email.isPending}
          disabled={emailSent}
        >
          {emailSent ? 'Email sent' : 'Email me these instructions'}
        </Button>
      </Group>
    </Stack>
  );
}
