import { Anchor, List, Text } from '@mantine/core';
import type { ChannelConfig } from '@tasman/domain/channel/channel';

interface ContactListProps {
  config: ChannelConfig;
}

/**
 * The contact list of spec 000 §2.2: the information e-mail address, the Investment Funds phone,
 * the KiwiSaver and Wealth Management phones where the channel has them (NZ only), and the number
 * to call from outside the country.
 */
export function ContactList({ config }: ContactListProps) {
  const { phones } = config;
  return (
    <List spacing="xs" size="sm" listStyleType="none" ml={0} pl={0}>
      <List.Item>
        <Anchor href={`mailto:${config.infoEmail}`} size="sm" fw={600}>{config.infoEmail}</Anchor>
      </List.Item>
      <List.Item>
        <PhoneLine phone={phones.investmentFunds} purpose="for Investment Funds accounts" />
      </List.Item>
      {phones.kiwiSaver ? (
        <List.Item>
          <PhoneLine phone={phones.kiwiSaver} purpose="for KiwiSaver accounts" />
        </List.Item>
      ) : null}
      {phones.wealthManagement ? (
        <List.Item>
          <PhoneLine phone={phones.wealthManagement} purpose="for Wealth Management" />
        </List.Item>
      ) : null}
      <List.Item>
        <PhoneLine phone={phones.outsideCountry} purpose={`if calling outside ${config.outsideCountryLabel}`} />
      </List.Item>
    </List>
  );
}

function PhoneLine({ phone, purpose }: { phone: string; purpose: string }) {
  return (
    <Text size="sm" component="span">
      Phone{' '}
      <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`} size="sm" fw={600}>
        {phone}
      </Anchor>{' '}
      {purpose}
    </Text>
  );
}
