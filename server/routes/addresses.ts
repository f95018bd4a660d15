/** Delivery addresses for physical prizes. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { addAddress, deleteAddress, listAddresses, setDefaultAddress } from '../services/addresses.ts';
import { memberOf, memberRoutes } from '../http/member-routes.ts';
import { serve } from '../http/serve.ts';

export function registerAddressRoutes(app: FastifyInstance, ctx: AppContext): void {
  memberRoutes(app, ctx, (scope) => {
    serve(scope, 'addressList', async (_, request) => ok(await listAddresses(ctx, memberOf(request))));

    serve(scope, 'addressAdd', async (input, request) => {
      const member = memberOf(request);
      return ok(await addAddress(ctx, member, input));
    });

    serve(scope, 'addressSetDefault', async (input, request) => {
      const member = memberOf(request);
      return ok(await setDefaultAddress(ctx, member, input.id));
    });

    serve(scope, 'addressDelete', async (input, request) => {
      const member = memberOf(request);
      return ok(await deleteAddress(ctx, member, input.id));
    });
  });
}
