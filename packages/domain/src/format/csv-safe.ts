/**
 * A text cell safe to open in a spreadsheet (OWASP 'CSV Injection'): a cell that starts with
 * =, +, -, @, a tab or a carriage return would be read as a formula, so it gets a leading
 * apostrophe. Only for text cells:
 * amounts and dates are written by the portal, never by a user.
 */
export function csvSafeText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
