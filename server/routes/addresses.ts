/** Delivery addresses for physical prizes. */
import type { FastifyInstance } from 'fastify';
import { addressRequest, idRequest } from '../../src/domain/contract/rewards.ts';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { requireMember } from '../http/guards.ts';
import { parseInput } from '../http/validate.ts';
import { addAddress, deleteAddress, listAddresses, setDefaultAddress } from '../services/addresses.ts';
import { serve } from '../http/serve.ts';

export function registerAddressRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  serve(app, 'addressList', async (request) => ok(await listAddresses(ctx, await requireMember(db, request))));

  serve(app, 'addressAdd', async (request) => {
    const member = await requireMember(db, request);
    return ok(await addAddress(ctx, member, parseInput(addressRequest, request.body)));
  });

  serve(app, 'addressSetDefault', async (request) => {
    const member = await requireMember(db, request);
    return ok(await setDefaultAddress(ctx, member, parseInput(idRequest, request.body).id));
  });

  serve(app, 'addressDelete', async (request) => {
    const member = await requireMember(db, request);
    return ok(await deleteAddress(ctx, member, parseInput(idRequest, request.body).id));
  });
}
