/** Delivery addresses for physical prizes. */
import type { FastifyInstance } from 'fastify';
import { addressRequest, idRequest } from '../../src/domain/contract/rewards.ts';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { parseInput } from '../http/validate.ts';
import { addAddress, deleteAddress, listAddresses, setDefaultAddress } from '../services/addresses.ts';
import { memberOf, memberRoutes } from '../http/member-routes.ts';
import { serve } from '../http/serve.ts';

export function registerAddressRoutes(app: FastifyInstance, ctx: AppContext): void {
  memberRoutes(app, ctx, (scope) => {
    serve(scope, 'addressList', async (request) => ok(await listAddresses(ctx, memberOf(request))));

    serve(scope, 'addressAdd', async (request) => {
      const member = memberOf(request);
      return ok(await addAddress(ctx, member, parseInput(addressRequest, request.body)));
    });

    serve(scope, 'addressSetDefault', async (request) => {
      const member = memberOf(request);
      return ok(await setDefaultAddress(ctx, member, parseInput(idRequest, request.body).id));
    });

    serve(scope, 'addressDelete', async (request) => {
      const member = memberOf(request);
      return ok(await deleteAddress(ctx, member, parseInput(idRequest, request.body).id));
    });
  });
}
