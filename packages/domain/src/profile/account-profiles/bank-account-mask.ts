/** spec 002 §6, §9: the bank account mask shows the first and last 4 characters only. */
export const BANK_MASK_VISIBLE_EACH_END = 4;
export const BANK_MASK_CHARACTER = '*';

/**
 * The bank account number as the Account Profiles tab shows it (spec 002 §6): plain when two-factor
 * is enabled, otherwise every character but the first and last 4 replaced by '*', separators
 * included, so the masked value says nothing about the hidden digits. A value of 8 characters or
 * fewer has nothing between its ends, so it is hidden whole rather than shown whole (a decision: a
 * short value is more likely a partial number than a full one, and showing it whole would defeat
 * the mask). Counted in code points, so a stray non-ASCII character is not split in half.
 */
export function maskBankAccount(bankAccountNumber: string | null, twoFactorEnabled: boolean): string | null {
  if (bankAccountNumber === null) return null;
  if (twoFactorEnabled) return bankAccountNumber;
  const characters = [...bankAccountNumber];
  const ends = BANK_MASK_VISIBLE_EACH_END;
  if (characters.length <= ends * 2) return BANK_MASK_CHARACTER.repeat(characters.length);
  return (
    characters.slice(0, ends).join('') +
    BANK_MASK_CHARACTER.repeat(characters.length - ends * 2) +
    characters.slice(-ends).join('')
  );
}
