import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { Adviser } from '@tasman/domain/contracts/people';

/** A label and its value; '-' where there is none (spec 002 §2.4). */
function Field({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text fw={500} component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {value === null || value.trim() === '' ? '-' : value}
      </Text>
    </div>
  );
}

/**
 * The Adviser Details block (spec 002 §2.4, §6): for intermediaries not limited to related accounts,
 * their company/position, name, direct line, mobile and e-mail, '-' where empty.
 */
export function AdviserDetails({ adviser }: { adviser: Adviser }) {
  const name = [adviser.firstName, adviser.lastName].filter((part) => part.trim() !== '').join(' ');
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label="Adviser Details">
      <Title order={2} size="h4" mb="md">
        Adviser Details
      </Title>
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" verticalSpacing="md" m={0}>
        <Field label="Company/Position" value={adviser.position} />
        <Field label="Name" value={name} />
        <Field label="Direct line" value={adviser.phoneNumber} />
        <Field label="Mobile" value={adviser.mobileNumber} />
        <Field label="Email" value={adviser.emailAddress} />
      </SimpleGrid>
    </Paper>
  );
}
