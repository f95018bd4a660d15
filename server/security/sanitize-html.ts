/**
 * Operator HTML (articles, banner pages, documents) is sanitized once, when saved, with an
 * allow-list: whatever is not listed is dropped, so no script, style, frame, event handler or
 * `javascript:` / `data:` address can reach a member. The client inserts the stored HTML as is.
 */
import sanitizeHtml from 'sanitize-html';

const HTTP_URL = /^https?:\/\/[^\s]+$/i;
const UPLOAD_URL = /^\/api\/uploads\/[A-Za-z0-9._-]+$/;

const isLinkUrl = (value: string | undefined) => value !== undefined && HTTP_URL.test(value.trim());
const isImageUrl = (value: string | undefined) => value !== undefined && (HTTP_URL.test(value.trim()) || UPLOAD_URL.test(value.trim()));
const isDimension = (value: string | undefined) => value !== undefined && /^\d{1,4}$/.test(value);

function keepLink(_tag: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const out: sanitizeHtml.Attributes = {};
  if (isLinkUrl(attribs.href)) out.href = (attribs.href ?? '').trim();
  if (attribs.target === '_blank') out.target = '_blank';
  // Every kept link gets rel, so a page opened in a new tab cannot reach back through window.opener.
  if (out.href) out.rel = 'noopener noreferrer';
  return { tagName: 'a', attribs: out };
}

function keepImage(_tag: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const out: sanitizeHtml.Attributes = { src: (attribs.src ?? '').trim(), alt: attribs.alt ?? '', loading: 'lazy' };
  if (isDimension(attribs.width)) out.width = attribs.width ?? '';
  if (isDimension(attribs.height)) out.height = attribs.height ?? '';
  return { tagName: 'img', attribs: out };
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'h4', 'strong', 'em', 'a', 'ul', 'ol', 'li', 'img', 'blockquote', 'br'],
  allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt', 'width', 'height', 'loading'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  // Dropped tags whose text is code or markup, not prose.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template', 'xmp', 'noembed', 'noframes'],
  disallowedTagsMode: 'discard',
  transformTags: { a: keepLink, img: keepImage },
  // An image without an allowed address is dropped whole rather than left broken.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isImageUrl(frame.attribs.src),
};

export function sanitizeOperatorHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
