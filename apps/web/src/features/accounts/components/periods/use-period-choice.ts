import type { PeriodCode } from '@tasman/domain/performance/periods';
import { useState } from 'react';
import type { PeriodRequest } from '../../api/get-performance';

/**
 * A block's chosen period: a period button fetches at once; Custom opens the range pickers and
 * fetches only when Go applies a range (spec 001 §5), the previous figures staying until then.
 */
export function usePeriodChoice(initial: PeriodCode) {
  const [request, setRequest] = useState<PeriodRequest>({ period: initial });
  const [customOpen, setCustomOpen] = useState(false);
  return {
    request,
    /** The button shown as chosen. */
    activeButton: customOpen ? ('CUSTOM' as const) : request.period,
    customOpen,
    pick(code: PeriodCode) {
      if (code === 'CUSTOM') {
        setCustomOpen(true);
        return;
      }
      setCustomOpen(false);
      setRequest({ period: code });
    },
    applyCustom(range: { from: string; to: string }) {
      setRequest({ period: 'CUSTOM', ...range });
    },
  };
}
