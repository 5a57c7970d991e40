/**
 * Contact values shown masked while two-factor authentication is enabled (spec 002 §2.4 'The contact
 * values are masked when two-factor authentication is enabled and shown plainly otherwise'). The mask
 * character is '•' (U+2022). The rules (docs/decisions.md, issue 13):
 *
 * - e-mail: the first character of the local part, then '•••', then the whole domain —
 *   'jane.doe@example.co.nz' → 'j•••@example.co.nz' (the domain says which mailbox to look in and is
 *   not personal); a value without '@' shows as '•••'.
 * - phone: every digit but the last three becomes '•', spaces and other separators are kept, so the
 *   shape stays readable — '021 555 0123' → '••• ••• •123'; a number of three digits or fewer is
 *   shown as '•••'.
 * - empty or null stays as it is (the view shows its own '-').
 */
export const MASK_CHAR = '•';

export function maskPhone(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const text = value.trim();
  if (text === '') return '';
  const digitCount = text.replace(/\D/g, '').length;
  if (digitCount <= 3) return MASK_CHAR.repeat(3);
  let seen = 0;
  return [...text]
    .map((ch) => {
      if (!/\d/.test(ch)) return ch;
      seen += 1;
      return seen > digitCount - 3 ? ch : MASK_CHAR;
    })
    .join('');
}

export function maskEmail(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const text = value.trim();
  if (text === '') return '';
  const at = text.lastIndexOf('@');
  if (at <= 0) return MASK_CHAR.repeat(3);
  const first = [...text.slice(0, at)][0]!;
  return `${first}${MASK_CHAR.repeat(3)}${text.slice(at)}`;
}

/** The value as the details view shows it: masked when two-factor is on, plain otherwise. */
export function shownContact(
  kind: 'email' | 'phone',
  value: string | null | undefined,
  twoFactorEnabled: boolean,
): string | null {
  if (!twoFactorEnabled) return value ?? null;
  return kind === 'email' ? maskEmail(value) : maskPhone(value);
}
