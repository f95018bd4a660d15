/**
 * How a service refuses: a kind of refusal and the member-facing Portuguese message. Services
 * know nothing of HTTP; server/http/errors.ts answers each kind with its status (a broken rule
 * 400, signed out 401, session ended 402, too many 429). `code` is the envelope's code when it
 * is not the status (1001: the profile is incomplete).
 */
export type RefusalKind = 'rule' | 'signedOut' | 'sessionEnded' | 'tooMany';

export class Refusal extends Error {
  constructor(
    readonly kind: RefusalKind,
    message: string,
    readonly code?: number,
  ) {
    super(message);
    this.name = 'Refusal';
  }
}

/** A business rule said no: nothing was changed. */
export const refused = (message: string, code?: number) => new Refusal('rule', message, code);
