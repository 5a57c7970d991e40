import sanitizeHtml from 'sanitize-html';

/**
 * FundObjective is stored HTML from the market-data provider; it reaches the browser only through
 * this allow-list (DESIGN §3: sanitize-html on the server for stored HTML): text structure and
 * links, no scripts, styles, event handlers or images.
 */
export function sanitiseFundObjective(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'a', 'h3', 'h4', 'span'],
    // rel and target are allowed only because the transform below sets them (over any the provider sent).
    allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
  });
}
