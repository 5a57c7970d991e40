import { Button, Text } from '@mantine/core';
import type { FactFind } from '@tasman/domain/contracts/home';
import {
  FACT_FIND_ESTIMATES,
  KIWISAVER_ADVICE_MESSAGES,
  kiwiSaverAdviceFactFind,
  wealthManagementFactFind,
} from '@tasman/domain/home/fact-find-status';
import { showsWealthFactFindInvitation } from '@tasman/domain/home/home-tiles';
import { Link } from 'react-router';
import { useFactFinds } from '../api/get-fact-finds';
import { ownedOpenProducts, type HomeContext } from '../home-context';
import { HomeCard } from './home-card';

const THANK_YOU = 'Thank you for completing your fact-find. We will be in touch.';

/** Fact-finds are a client's own: staff and advisers never get here, but a session without a client has none. */
const isClient = (context: HomeContext) => context.user.userType === 'Client' && context.user.clientId !== null;

/** spec 000 §4: the KiwiSaver advice status, only at InProgress, Submitted, InReview and AwaitingPlan. */
export function KiwiSaverAdviceStatus({ context }: { context: HomeContext }) {
  const factFinds = useFactFinds('KS', { enabled: isClient(context) });
  const shown = factFinds.data ? kiwiSaverAdviceFactFind(factFinds.data.list) : null;
  if (!shown) return null;
  const { links } = context;
  return (
    <HomeCard testId="kiwisaver-advice-status" eyebrow="KiwiSaver advice" title={kiwiSaverTitle(shown)} tone="highlight">
      {shown.factFindStageCode === 'InProgress' ? (
        <>
          <Text size="sm">
            Welcome. Tell us about yourself and your goals so we can prepare your KiwiSaver investment plan. It takes{' '}
            {FACT_FIND_ESTIMATES.KS}.
          </Text>
          <Button component={Link} to={links.factFind(shown.factFindId)} w="fit-content">
            Continue
          </Button>
        </>
      ) : shown.factFindStageCode === 'Submitted' ? (
        <Text size="sm">{THANK_YOU}</Text>
      ) : shown.factFindStageCode === 'InReview' ? (
        <Text size="sm">{KIWISAVER_ADVICE_MESSAGES.InReview}</Text>
      ) : (
        <>
          <Text size="sm">{KIWISAVER_ADVICE_MESSAGES.AwaitingPlan}</Text>
          <Button component={Link} to={links.kiwiSaverAdvice(shown.factFindId, shown.clientId)} w="fit-content">
            Continue
          </Button>
        </>
      )}
    </HomeCard>
  );
}

function kiwiSaverTitle(factFind: FactFind): string {
  return factFind.factFindStageCode === 'InProgress' ? 'Your KiwiSaver fact-find' : 'Your KiwiSaver investment plan';
}

/**
 * spec 000 §4: the wealth-management home shows only the first non-final fact-find by stage order;
 * with none, the fact-find invitation (spec 000 §2.5) when the client is invited.
 */
export function WealthFactFind({ context }: { context: HomeContext }) {
  const factFinds = useFactFinds('PW', { enabled: isClient(context) });
  if (!factFinds.data) return null;
  const shown = wealthManagementFactFind(factFinds.data.list);
  if (shown) return <WealthFactFindStatus factFind={shown} context={context} />;
  const invited = showsWealthFactFindInvitation({
    channel: context.config.channel,
    clientStatusCode: context.user.clientStatusCode,
    isProspect: context.user.isProspect,
    ownedOpenProducts: ownedOpenProducts(context),
    hasOpenWealthFactFind: false,
  });
  return invited ? <WealthFactFindInvitation context={context} /> : null;
}

function WealthFactFindStatus({ factFind, context }: { factFind: FactFind; context: HomeContext }) {
  const stage = factFind.factFindStageCode;
  return (
    <HomeCard testId="wealth-fact-find-status" eyebrow="Wealth Management" title="Your wealth management fact-find" tone="highlight">
      {stage === 'InProgress' ? (
        <>
          <Text size="sm">
            Pick up where you left off. The fact-find takes {FACT_FIND_ESTIMATES.PW} in all.
          </Text>
          <Button component={Link} to={context.links.factFind(factFind.factFindId)} w="fit-content">
            Continue
          </Button>
        </>
      ) : stage === 'Submitted' ? (
        <Text size="sm">{THANK_YOU}</Text>
      ) : stage === 'InReview' ? (
        <Text size="sm">{KIWISAVER_ADVICE_MESSAGES.InReview}</Text>
      ) : (
        <Text size="sm">{KIWISAVER_ADVICE_MESSAGES.AwaitingPlan}</Text>
      )}
    </HomeCard>
  );
}

/** spec 000 §2.5 'a wealth management fact-find invitation' with its estimate. */
function WealthFactFindInvitation({ context }: { context: HomeContext }) {
  return (
    <HomeCard testId="wealth-fact-find-invitation" eyebrow="Wealth Management" title="Is wealth management right for you?">
      <Text size="sm">
        Tell us about your goals and circumstances in our fact-find, and an adviser can show you what a portfolio managed
        for you could look like. It takes {FACT_FIND_ESTIMATES.PW}.
      </Text>
      <Button component={Link} to={context.links.wealthFactFindStart} variant="light" w="fit-content">
        Start the fact-find
      </Button>
    </HomeCard>
  );
}
