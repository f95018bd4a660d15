/** Delivery addresses for physical prizes. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { serveCall } from '../http/serve-call.ts';
import { addAddress, deleteAddress, listAddresses, setDefaultAddress } from '../services/addresses.ts';

export function registerAddressRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveCall(app, ctx, 'addressList', async (_, { member }) => listAddresses(ctx, member));
  serveCall(app, ctx, 'addressAdd', async (input, { member }) => addAddress(ctx, member, input));
  serveCall(app, ctx, 'addressSetDefault', async (input, { member }) => setDefaultAddress(ctx, member, input.id));
  serveCall(app, ctx, 'addressDelete', async (input, { member }) => deleteAddress(ctx, member, input.id));
}
