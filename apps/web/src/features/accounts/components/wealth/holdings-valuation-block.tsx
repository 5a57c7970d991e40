import { ACCOUNT_MESSAGES } from '@tasman/domain/errors';
import { DetailBlock } from '../account-detail/detail-block';
import { ValuationContent } from '../valuation/account-valuation-block';
import type { ValuationState } from '../valuation/use-valuation';

/** Wealth management's holdings valuation (spec 001 §2): the funds on the valuation block's date, Cash at Bank apart. */
export function HoldingsValuationBlock({
  valuation,
  showsPieTax,
}: {
  valuation: ValuationState;
  showsPieTax: boolean;
}) {
  return (
    <DetailBlock title="Holdings valuation">
      <ValuationContent
        valuation={valuation}
        showsPieTax={showsPieTax}
        failedMessage={ACCOUNT_MESSAGES.securitiesLoadFailed}
        showCashAtBank
        withChart={false}
      />
    </DetailBlock>
  );
}
