/** Delivery addresses for physical prizes. */
import type { FastifyInstance } from 'fastify';
import { API } from '../../src/domain/contract/paths.ts';
import { addressRequest, idRequest } from '../../src/domain/contract/rewards.ts';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { requireMember } from '../http/guards.ts';
import { parseInput } from '../http/validate.ts';
import { addAddress, deleteAddress, listAddresses, setDefaultAddress } from '../services/addresses.ts';

export function registerAddressRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.post(API.addressList.path, async (request) => ok(await listAddresses(ctx, await requireMember(db, request))));

  app.post(API.addressAdd.path, async (request) => {
    const member = await requireMember(db, request);
    return ok(await addAddress(ctx, member, parseInput(addressRequest, request.body)));
  });

  app.post(API.addressSetDefault.path, async (request) => {
    const member = await requireMember(db, request);
    return ok(await setDefaultAddress(ctx, member, parseInput(idRequest, request.body).id));
  });

  app.post(API.addressDelete.path, async (request) => {
    const member = await requireMember(db, request);
    return ok(await deleteAddress(ctx, member, parseInput(idRequest, request.body).id));
  });
}
