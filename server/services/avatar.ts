/**
 * The member's profile photo: one of their own uploads, not used by anything else.
 * Setting it marks the upload referenced; the previous photo's upload is released, so the
 * upload cleanup removes it like any unused image.
 */
import { eq } from 'drizzle-orm';
import type { UserInfo } from '../../src/domain/contract/auth.ts';
import { SERVER_MESSAGES as S } from '../../src/domain/messages.pt.ts';
import type { AppContext } from '../context.ts';
import { uploads } from '../db/schema.ts';
import { refused } from './refusal.ts';
import type { Member } from './member.ts';
import { referenceUploads } from '../repositories/uploads.ts';
import { findUserById, lockUser, updateUser } from '../repositories/users.ts';
import { uploadUrl } from './uploads.ts';
import { toUserInfo } from './user-info.ts';

export async function setAvatar(ctx: AppContext, member: Member, uploadId: number): Promise<UserInfo> {
  const userId = member.user.id;
  return ctx.db.transaction(async (tx) => {
    // The lock orders two photo changes of one member, so the released upload is the right one.
    await lockUser(tx, userId);
    const previous = (await findUserById(tx, userId))?.avatarUploadId;
    const [upload] = await referenceUploads(tx, userId, [uploadId], ctx.now());
    if (!upload) throw refused(S.avatarNotYours);
    if (previous && previous !== upload.id) await tx.update(uploads).set({ referencedAt: null }).where(eq(uploads.id, previous));
    return toUserInfo(await updateUser(tx, userId, { avatar: uploadUrl(upload.name), avatarUploadId: upload.id }));
  });
}
