import sanitizeHtml from 'sanitize-html';
import type { Db } from '../../db/client.js';
import { ApiError } from '../../plugins/api-error.js';
import type { AuthContext } from '../auth/auth-context.js';
import { findContentSentToClient } from './notifications.repo.js';

/**
 * The allow-list a monthly review or blog passes before it reaches the browser (DESIGN §3:
 * sanitize-html on the server for stored HTML): headings, text, lists, tables, quotes and links to
 * http(s) and mailto only. No scripts, styles, event handlers, forms, images, iframes or other
 * embeds; links open in a new tab without access to the portal's window.
 */
export function sanitiseWebView(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u',
      'blockquote', 'a', 'span', 'div', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption', 'small', 'sup', 'sub',
    ],
    allowedAttributes: { a: ['href', 'title', 'rel', 'target'], th: ['colspan', 'rowspan', 'scope'], td: ['colspan', 'rowspan'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
  });
}

/**
 * spec 000 §7 'get web view (content id, returns HTML text)'. Who may read a content id: a client
 * one of whose own notifications opens it (BLOG or MONTHLYREVIEW call to action). Anyone else —
 * another client, staff, advisers, an unknown id — gets the same 404, so ids cannot be probed.
 */
export async function webViewHtml(db: Db, auth: AuthContext, contentId: string): Promise<string> {
  const content = auth.clientId ? await findContentSentToClient(db, contentId, auth.clientId) : null;
  if (!content) throw new ApiError('NotFound', 'Content not found.');
  return sanitiseWebView(content.html);
}
