/**
 * What ending the other sessions did, in words: after two-factor set-up and after a password
 * change (issue 4, issue 13), from the server's `{ ended }` count.
 */
export function otherSessionsEndedText(ended: number): string {
  if (ended === 0) return 'You were not signed in anywhere else.';
  return ended === 1 ? '1 other session was signed out.' : `${ended} other sessions were signed out.`;
}
