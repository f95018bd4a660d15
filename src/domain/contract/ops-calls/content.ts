/** Operator calls: the console's content (every kind's rows, saves, publication, hiding, deletion, site images). */
import {
  contentDeletedAnswer, contentRow, contentVisibilityAnswer, contentVisibilityInput, deleteContentInput, listContentInput, publishArticleAnswer,
  publishArticleInput, siteImagesAnswer,
} from '../ops-content-rows.ts';
import { saveContentInput } from '../ops-content-saves.ts';
import { z } from '../../zod.ts';
import { ADMIN_CONTENT, defineCalls, MULTIPART } from '../define-call.ts';

export const CONTENT_CALLS = defineCalls({
  listContent: {
    method: 'GET', path: '/api/ops/content/:content_kind', who: ADMIN_CONTENT, input: listContentInput, answer: z.array(contentRow),
    doc: 'Every row of a kind, newest first, drafts and hidden rows included (`?limit=`, default 100); each kind answers its own row shape.',
  },
  saveContent: {
    method: 'POST', path: '/api/ops/content/:content_kind', who: ADMIN_CONTENT, input: saveContentInput, answer: contentRow,
    doc: 'Content: create, or update with `id`; `:content_kind` is one of OPS_CONTENT_KINDS and picks the fields; answers the row.',
  },
  publishArticle: {
    method: 'POST', path: '/api/ops/content/articles/publish', who: ADMIN_CONTENT, input: publishArticleInput, answer: publishArticleAnswer,
    doc: 'An article published now (or at `at`), or back to draft.',
  },
  contentVisibility: {
    method: 'POST', path: '/api/ops/content/:content_kind/:id/visibility', who: ADMIN_CONTENT, input: contentVisibilityInput, answer: contentVisibilityAnswer,
    doc: 'Hide (`active: false`) or show a row of any kind: articles go back to draft, download links lose their address; members follow at once.',
  },
  deleteContent: {
    method: 'POST', path: '/api/ops/content/:content_kind/:id/delete', who: ADMIN_CONTENT, input: deleteContentInput, answer: contentDeletedAnswer,
    doc: 'Delete a row; one that others depend on is refused, a game goes with its readings.',
  },
  uploadSiteImage: {
    method: 'POST', path: '/api/ops/uploads/image', who: ADMIN_CONTENT, input: MULTIPART, answer: siteImagesAnswer,
    doc: 'A site image (banner, logo, cover) from the console: multipart field `file`, re-encoded like members\' uploads.',
  },
});
