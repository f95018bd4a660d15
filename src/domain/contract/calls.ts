/**
 * The types of the member calls, from their definitions (member-calls/): what the caller sends and
 * what `data` holds in a code-0 answer. The client's calls (src/api/call.ts) and the server's routes
 * (server/http/serve-call.ts) both take their types from the definitions, so a body or an answer of
 * the wrong shape fails to compile on whichever side drifts. What is sent is the `z.input` of the
 * input schema the server parses with, what is answered the `z.output` of the answer schema.
 * Types only: nothing here reaches a bundle.
 */
import type { z } from 'zod';
import type { MEMBER_CALLS, MemberName } from './member-calls/index.ts';
import type { RegIdRequest } from './push.ts';

type Definition<N extends MemberName> = (typeof MEMBER_CALLS)[N];

/** A call that takes nothing: the client sends `{}`. */
type Nothing = Record<string, never>;

/** What the client sends where the schema's input type would say too little. */
interface SentShapes {
  /** The schema reads any value (it parses the subscription's JSON text itself). */
  pushRegId: RegIdRequest;
  /** The multipart form of an upload (field UPLOAD_FIELD), read by the handler. */
  uploadImage: FormData;
}

type SchemaInput<N extends MemberName> = Definition<N>['input'] extends z.ZodType ? z.input<Definition<N>['input']> : never;
/** Every key of every member of a union (`keyof` alone keeps only the common ones). */
type AnyKey<T> = T extends unknown ? keyof T : never;

/** `request` is the JSON body of a POST or the query of a GET; `response` is the answer's `data`. */
export type RequestOf<N extends MemberName> = N extends keyof SentShapes ? SentShapes[N] : [AnyKey<SchemaInput<N>>] extends [never] ? Nothing : SchemaInput<N>;
export type ResponseOf<N extends MemberName> = z.output<Definition<N>['answer']>;
