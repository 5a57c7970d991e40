import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ClientResponse } from '@tasman/domain/contracts/people';
import type { ReactNode } from 'react';
import { contactDisplay } from './contact-display';

interface PersonalDetailsViewProps {
  client: ClientResponse;
  /** IRD number and PIR are shown on the New Zealand portal only (the channel config, spec 002 §6). */
  showIrdAndPir: boolean;
  /** Contact values are masked while two-factor is on, shown plainly otherwise (spec 002 §2.4). */
  masked: boolean;
}

/** A label and its value; '-' where there is none. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === null || children === undefined || children === '';
  return (
    <div>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text fw={500} component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {empty ? '-' : children}
      </Text>
    </div>
  );
}

/** The postal address as lines: line 1, line 2, suburb (if present), city with postcode, country name (spec 002 §2.4). */
export function addressLines(address: ClientResponse['postalAddress']): string[] {
  if (!address) return [];
  const cityLine = [address.city, address.postCode].filter(Boolean).join(' ');
  return [address.addressLine1, address.addressLine2, address.suburb, cityLine, address.country].filter(
    (line): line is string => typeof line === 'string' && line.trim() !== '',
  );
}

/**
 * The Personal Details view (spec 002 §2.4): names; IRD number and PIR on the NZ portal; e-mail and
 * phones, masked while the signed-in user's two-factor is on, plain otherwise; the postal address.
 */
export function PersonalDetailsView({ client, showIrdAndPir, masked }: PersonalDetailsViewProps) {
  const contact = contactDisplay(client, masked);
  const lines = addressLines(client.postalAddress);
  return (
    <Stack gap="lg">
      <Section title="Personal information">
        <Field label="Title">{client.name.title}</Field>
        <Field label="Preferred name">{client.name.knownAs}</Field>
        <Field label="First name">{client.name.firstName}</Field>
        <Field label="Last name">{client.name.lastName}</Field>
        {showIrdAndPir ? (
          <>
            <Field label="IRD number">{contact.irdNumber}</Field>
            <Field label="PIR">{client.pir === null ? null : `${client.pir}%`}</Field>
          </>
        ) : null}
      </Section>
      <Section title="Contact details">
        <Field label="Email">{contact.emailAddress}</Field>
        <Field label="Home phone">{contact.homePhone}</Field>
        <Field label="Mobile phone">{contact.mobilePhone}</Field>
      </Section>
      <Section title="Postal address">
        <Field label="Address">
          {lines.length === 0
            ? null
            : lines.map((line, index) => (
                <span key={index} style={{ display: 'block' }}>
                  {line}
                </span>
              ))}
        </Field>
      </Section>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" verticalSpacing="md" m={0}>
        {children}
      </SimpleGrid>
    </Paper>
  );
}
