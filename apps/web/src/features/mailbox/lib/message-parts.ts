/** A piece of an e-mail's text: plain, or a link the mailbox may make clickable. */
export type MessagePart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// http(s) addresses up to the next space or quote; trailing sentence punctuation is not part of them.
const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
const TRAILING_PUNCTUATION = /[.,;:!?)\]]+$/;

/**
 * Splits an e-mail's text into plain text and links. Only addresses on the given origins (this portal
 * and the other one) become links; anything else stays text, so a message cannot send the reader to
 * another site. Links are built from the parsed text, never from the message's HTML.
 */
export function messageParts(text: string, allowedOrigins: readonly string[]): MessagePart[] {
  const parts: MessagePart[] = [];
  let plain = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const raw = match[0].replace(TRAILING_PUNCTUATION, '');
    const start = match.index;
    plain += text.slice(last, start);
    last = start + raw.length;
    const href = allowedHref(raw, allowedOrigins);
    if (href === null) {
      plain += raw;
      continue;
    }
    if (plain !== '') parts.push({ kind: 'text', text: plain });
    plain = '';
    parts.push({ kind: 'link', text: raw, href });
  }
  plain += text.slice(last);
  if (plain !== '') parts.push({ kind: 'text', text: plain });
  return parts;
}

function allowedHref(raw: string, allowedOrigins: readonly string[]): string | null {
  try {
    const url = new URL(raw);
    return allowedOrigins.includes(url.origin) ? url.href : null;
  } catch {
    return null;
  }
}

/** The origin of an address, or null when it is not one. */
export function originOf(address: string): string | null {
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
}
