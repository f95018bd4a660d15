/** The member's delivery addresses for physical prizes: at most ADDRESS_BOOK_MAX, one default. */
import { ADDRESS_BOOK_MAX, type Address, type AddressInput } from '../../src/domain/contract/rewards.ts';
import { SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import type { AppContext } from '../context.ts';
import { refused } from './refusal.ts';
import type { Member } from './member.ts';
import { fill } from '../messaging/templates.ts';
import * as book from '../repositories/addresses.ts';
import { lockUser } from '../repositories/users.ts';
import { toAddress } from './reward-views.ts';

export async function listAddresses(ctx: AppContext, member: Member): Promise<Address[]> {
  return (await book.listAddresses(ctx.db, member.user.id)).map(toAddress);
}

/** The first address becomes the default; `is_default` moves the default to the new one. */
export async function addAddress(ctx: AppContext, member: Member, input: AddressInput): Promise<Address> {
  const userId = member.user.id;
  return ctx.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const count = await book.countAddresses(tx, userId);
    if (count >= ADDRESS_BOOK_MAX) throw refused(fill(SERVER_MESSAGES.addressBookFull, { max: ADDRESS_BOOK_MAX }));
    const isDefault = input.is_default || count === 0;
    if (isDefault) await book.clearDefaultAddress(tx, userId);
    const { is_default: _ignored, recipient_name: recipientName, ...fields } = input;
    return toAddress(await book.insertAddress(tx, { ...fields, recipientName, userId, isDefault, createdAt: ctx.now() }));
  });
}

export async function setDefaultAddress(ctx: AppContext, member: Member, id: number): Promise<Address[]> {
  const userId = member.user.id;
  await ctx.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    if (!(await book.findAddress(tx, userId, id))) throw refused(SERVER_MESSAGES.addressNotFound);
    await book.clearDefaultAddress(tx, userId);
    await book.markDefaultAddress(tx, userId, id);
  });
  return listAddresses(ctx, member);
}

/** Deleting the default makes the newest remaining address the default. Claimed prizes keep their copy. */
export async function deleteAddress(ctx: AppContext, member: Member, id: number): Promise<Address[]> {
  const userId = member.user.id;
  await ctx.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const deleted = await book.deleteAddress(tx, userId, id);
    if (!deleted) throw refused(SERVER_MESSAGES.addressNotFound);
    if (deleted.isDefault) {
      const next = await book.newestAddress(tx, userId);
      if (next) await book.markDefaultAddress(tx, userId, next.id);
    }
  });
  return listAddresses(ctx, member);
}
