import { Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { HomeContext } from '../home-context';
import { HomeCard } from './home-card';

/** spec 000 §2.5 'Warm KiwiSaver prospect tile' (who sees it: domain showsWarmKiwiSaverTile). */
export function WarmKiwiSaverTile({ context }: { context: HomeContext }) {
  return (
    <HomeCard testId="warm-kiwisaver-tile" eyebrow="KiwiSaver" title={`KiwiSaver with ${context.config.productName}`}>
      <Text size="sm">
        You already invest with us. Our KiwiSaver scheme could help you save for your first home or your retirement, and
        we can help you choose a fund that suits you.
      </Text>
      <Button component={Link} to={context.links.kiwiSaverSignUp} variant="light" w="fit-content">
        Find out more
      </Button>
    </HomeCard>
  );
}
