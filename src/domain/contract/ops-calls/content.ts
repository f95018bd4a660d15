/** Operator calls: content. */
import { LEGACY } from './legacy.ts';
import { ADMIN_CONTENT, defineOpsCalls } from './define.ts';

export const CONTENT_CALLS = defineOpsCalls({
  listContent: { method: 'GET', path: '/api/ops/content/:kind', who: ADMIN_CONTENT, doc: 'Every row of a kind, newest first, drafts included (`?limit=`, default 100).', ...LEGACY },
  saveContent: { method: 'POST', path: '/api/ops/content/:kind', who: ADMIN_CONTENT, doc: 'Content: create, or update with `id`; `:kind` is one of OPS_CONTENT_KINDS.', ...LEGACY },
  publishArticle: { method: 'POST', path: '/api/ops/content/articles/publish', who: ADMIN_CONTENT, doc: 'publishArticle', ...LEGACY },
  contentVisibility: { method: 'POST', path: '/api/ops/content/:kind/:id/visibility', who: ADMIN_CONTENT, doc: 'Hide (`active: false`) or show a row of a kind with an `active` flag (HIDEABLE_CONTENT_KINDS).', ...LEGACY },
  deleteContent: { method: 'POST', path: '/api/ops/content/:kind/:id/delete', who: ADMIN_CONTENT, doc: 'Delete a row; one that others depend on is refused, a game goes with its readings.', ...LEGACY },
  uploadSiteImage: { method: 'POST', path: '/api/ops/uploads/image', who: ADMIN_CONTENT, doc: 'A site image (banner, logo, cover) from the console: multipart field `file`, re-encoded like members\' uploads.', ...LEGACY },
});
