import { Anchor, Button, List, Text } from '@mantine/core';
import { ACCOUNT_OPENING_ESTIMATE } from '@tasman/domain/home/application-status';
import { FACT_FIND_ESTIMATES } from '@tasman/domain/home/fact-find-status';
import { Link } from 'react-router';
import type { HomeContext } from '../home-context';
import { HomeCard } from './home-card';

/** spec 000 §2.5 'Prospect status PROSPECTPW gets a welcome card': how becoming a client works. */
export function WealthProspectWelcomeCard({ context }: { context: HomeContext }) {
  return (
    <HomeCard testId="wealth-prospect-welcome" eyebrow="Wealth Management" title="Welcome to Wealth Management">
      <Text size="sm">Here is how we get from a first conversation to a portfolio managed for you:</Text>
      <List type="ordered" size="sm" spacing={4}>
        <List.Item>Tell us about your goals and circumstances in the fact-find ({FACT_FIND_ESTIMATES.PW}).</List.Item>
        <List.Item>Your adviser prepares an investment plan for you.</List.Item>
        <List.Item>You apply online; opening your account takes {ACCOUNT_OPENING_ESTIMATE}.</List.Item>
      </List>
      <Text size="sm">Your progress shows on this page at each step.</Text>
      <Anchor component={Link} to={context.links.contact} size="sm">
        Questions? Contact us
      </Anchor>
    </HomeCard>
  );
}

/** spec 000 §2.5 'wealth management prospect tiles', in the side panel. */
export function WealthProspectTiles({ context }: { context: HomeContext }) {
  const { config } = context;
  const phone = config.phones.wealthManagement ?? config.phones.investmentFunds;
  return (
    <>
      <HomeCard testId="prospect-tile-adviser" eyebrow="Wealth Management" title="Talk to our wealth management team">
        <Text size="sm">
          Call us on{' '}
          <Anchor href={`tel:${phone.replace(/\s/g, '')}`} inherit underline="always">
            {phone}
          </Anchor>{' '}
          or e-mail{' '}
          <Anchor href={`mailto:${config.infoEmail}`} inherit underline="always">
            {config.infoEmail}
          </Anchor>
          .
        </Text>
      </HomeCard>
      <HomeCard testId="prospect-tile-risk" eyebrow="Wealth Management" title="How much risk suits you?">
        <Text size="sm">
          Our risk tolerance questionnaire helps you and your adviser choose a portfolio you are comfortable with.
        </Text>
        <Button component={Link} to={context.links.wealthFactFindStart} variant="light" w="fit-content">
          Start the questionnaire
        </Button>
      </HomeCard>
    </>
  );
}
