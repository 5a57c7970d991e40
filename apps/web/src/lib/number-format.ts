/**
 * An Intl.NumberFormat for a locale and options, made once and kept (issue 15 'What a person feels'):
 * constructing one loads the locale's data and costs far more than formatting with it. A screen
 * formats hundreds of figures, and made a formatter for each (a profile of the KiwiSaver account's
 * first load under 4 × CPU throttling: about 56 ms in money-text's constructor alone). The formats
 * are few (the portal's locales × the option sets used), so the cache stays small.
 */
const formats = new Map<string, Intl.NumberFormat>();

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
