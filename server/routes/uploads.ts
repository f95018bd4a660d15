/** Image uploads: multipart in, re-encoded files out, served with their sniffed type. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UPLOAD_MAX_FILE_BYTES, UPLOAD_MAX_FILES } from '../../src/domain/constants.ts';
import { UPLOAD_FIELD, UPLOAD_FILE_PATH } from '../../src/domain/contract/uploads.ts';
import { SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import type { AppContext } from '../context.ts';
import { ApiError, badRequest, failure } from '../http/envelope.ts';
import { fill } from '../messaging/templates.ts';
import { storeImages } from '../services/uploads.ts';
import { STORAGE_NAME, storedMimeOf } from '../storage/storage.ts';
import { serveCall } from '../http/serve-call.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export const MULTIPART_LIMITS = { fileSize: UPLOAD_MAX_FILE_BYTES, files: UPLOAD_MAX_FILES, fields: 10, parts: UPLOAD_MAX_FILES + 10 };

export function registerUploadRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveCall(app, ctx, 'uploadImage', async (_, { request, member }) => storeImages(ctx, member, await readFiles(request)));

  // Names are random and files never change: cache for a year; nosniff keeps a browser from guessing HTML.
  app.get(UPLOAD_FILE_PATH, async (request, reply) => {
    const name = (request.params as { name?: string }).name ?? '';
    const bytes = STORAGE_NAME.test(name) ? await ctx.storage.get(name) : null;
    if (!bytes) return reply.status(404).send(failure(404, SERVER_MESSAGES.notFound));
    return reply
      .header('content-type', storedMimeOf(name))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`)
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(bytes);
  });
}

/** Every file of field `file`, whole, in order; a broken limit becomes a Portuguese 400. */
export async function readFiles(request: FastifyRequest): Promise<Buffer[]> {
  if (!request.isMultipart()) throw badRequest(SERVER_MESSAGES.uploadNotMultipart);
  const files: Buffer[] = [];
  try {
    for await (const part of request.files()) {
      const bytes = await part.toBuffer();
      if (part.fieldname === UPLOAD_FIELD) files.push(bytes);
    }
  } catch (error) {
    throw multipartProblem(error);
  }
  return files;
}

function multipartProblem(error: unknown): Error {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return badRequest(fill(SERVER_MESSAGES.uploadTooLarge, { mb: UPLOAD_MAX_FILE_BYTES / 1024 / 1024 }));
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return badRequest(fill(SERVER_MESSAGES.uploadTooManyFiles, { max: UPLOAD_MAX_FILES }));
  }
  return badRequest(SERVER_MESSAGES.uploadNotMultipart);
}
