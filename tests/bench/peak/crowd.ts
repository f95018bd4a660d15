/**
 * One crowd process of `npm run bench:peak` (forked by crowd-control.ts): a slice of the members,
 * their sockets to the app and to the bare `ws` baseline, and their claims. It answers each command
 * from the bench over IPC with `{ id, result }`.
 */
import { claimAll, type ClaimOrder } from './crowd-claims.ts';
import { CrowdSockets, type Target } from './crowd-sockets.ts';
import type { CrowdMember } from './members.ts';

export type CrowdCommand =
  | { op: 'connect'; target: Target; url: string; concurrency: number }
  | { op: 'arm'; target: Target }
  | { op: 'collect'; target: Target; waitMs: number }
  | { op: 'status'; target: Target }
  | { op: 'claim'; order: ClaimOrder }
  | { op: 'close' };

export interface CrowdSetup { members: CrowdMember[]; addresses: string[] }

let setup: CrowdSetup | null = null;
const sockets = new Map<Target, CrowdSockets>();

async function run(command: CrowdCommand): Promise<unknown> {
  const { members, addresses } = setup!;
  switch (command.op) {
    case 'connect': {
      const crowd = new CrowdSockets(command.target, command.url, addresses);
      sockets.set(command.target, crowd);
      return crowd.connect(members, command.concurrency);
    }
    case 'arm':
      return sockets.get(command.target)!.arm();
    case 'collect':
      return sockets.get(command.target)!.collect(command.waitMs);
    case 'status':
      return sockets.get(command.target)!.status();
    case 'claim':
      return claimAll(members, addresses, command.order);
    case 'close':
      for (const crowd of sockets.values()) crowd.close();
      setTimeout(() => process.exit(0), 100);
      return null;
  }
}

process.on('message', (message: { id: number; setup: CrowdSetup } | { id: number; command: CrowdCommand }) => {
  if ('setup' in message) {
    setup = message.setup;
    process.send!({ id: message.id, result: null });
    return;
  }
  run(message.command).then(
    (result) => process.send!({ id: message.id, result: result ?? null }),
    (error: unknown) => process.send!({ id: message.id, error: (error as Error).stack ?? String(error) }),
  );
});
