import { useMatches } from 'react-router';
import { NotAvailablePanel } from '@/ui/not-available-panel';
import { deepestTitle } from '../route-title';

/** Every route whose screen a later issue builds: its title and a plain statement, nothing invented. */
export function NotBuiltScreen() {
  const title = deepestTitle(useMatches());
  return <NotAvailablePanel title={title} />;
}
