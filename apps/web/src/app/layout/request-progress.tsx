import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { ProgressBar } from '@/ui/progress-bar';

/** spec 000 §2.1 and §7: a progress bar while any request is in flight. */
export function RequestProgress() {
  const fetching = useIsFetching();
  const mutating = useIsMutating();
  return <ProgressBar active={fetching + mutating > 0} />;
}
