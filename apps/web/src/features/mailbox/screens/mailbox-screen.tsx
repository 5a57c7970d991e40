import { NotBuiltScreen } from '@/app/routes/not-built-screen';

/** The demo mailbox (issue 4); the sign-in journeys build it. */
export function MailboxScreen() {
  return <NotBuiltScreen />;
}
