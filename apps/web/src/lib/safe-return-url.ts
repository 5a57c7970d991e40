/**
 * The returnUrl query parameter as a same-site path, or the fallback. A full URL or a
 * protocol-relative one ('//evil.example') is refused, so login cannot be used to send a user
 * to another site; so is the login page itself, which would send a signed-in user round in a loop.
 */
export function safeReturnUrl(value: string | null, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (value === '/login' || value.startsWith('/login?') || value.startsWith('/login/')) return fallback;
  return value;
}
