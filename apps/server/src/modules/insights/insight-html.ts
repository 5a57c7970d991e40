import { micromark } from 'micromark';
import sanitizeHtml from 'sanitize-html';

/**
 * Images in an article: only this portal's uploaded images. The portal's CSP (img-src 'self') would not
 * load another site's image anyway, and a third-party image in a client's page is a tracking pixel.
 */
const ALLOWED_IMAGE_SOURCE = /^\/cache\/insights\/images\/[\w.-]+$/;
const ALLOWED_LINK = /^(https?:\/\/|mailto:)/i;

/**
 * The allow-list every article body passes on its way to the browser (DESIGN §3: sanitize-html on the
 * server for stored HTML): headings, paragraphs, lists, emphasis, quotes, code, figures, links that
 * open apart from the portal (http(s) and mailto only) and images uploaded to the portal. No script,
 * style, iframe, form, event handler or style attribute survives, whatever the markdown held.
 */
export function sanitiseArticleHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i',
      'a', 'blockquote', 'img', 'figure', 'figcaption', 'code', 'pre',
    ],
    allowedAttributes: { a: ['href', 'title', 'rel', 'target'], img: ['src', 'alt', 'title'], ol: ['start'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['https'] },
    allowProtocolRelative: false,
    // The page's title is the article's one h1.
    transformTags: {
      h1: 'h2',
      a: (tagName, attribs) => {
        const href = attribs.href?.trim();
        const { href: _dropped, ...rest } = attribs;
        return {
          tagName,
          attribs: href && ALLOWED_LINK.test(href) ? { ...rest, href, rel: 'noopener noreferrer', target: '_blank' } : rest,
        };
      },
      img: (tagName, attribs) => {
        const src = attribs.src?.trim();
        const { src: _dropped, ...rest } = attribs;
        return { tagName, attribs: src && ALLOWED_IMAGE_SOURCE.test(src) ? { ...rest, src } : rest };
      },
    },
    // An image whose source was refused shows nothing rather than a broken frame.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  });
}

/**
 * An article's markdown as the HTML the article page shows (made once, at save). micromark escapes raw
 * HTML in the markdown and refuses dangerous link protocols by default; the allow-list then has the
 * last word.
 */
export function articleHtmlFromMarkdown(markdown: string): string {
  return sanitiseArticleHtml(micromark(markdown));
}
