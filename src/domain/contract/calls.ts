/**
 * The typed call map: for every call of `API` (paths.ts), what the caller sends and what `data`
 * holds in a code-0 answer. The client's calls (src/api/call.ts) and the server's routes
 * (server/http/serve.ts) both take their types from here, so a body or an answer of the wrong
 * shape fails to compile on whichever side drifts. What is sent is the `z.input` of the schema the
 * server parses with (requests.ts), what is answered the `z.output` of the answer schema
 * (answers/). Types only: nothing here reaches a bundle.
 */
import type { z } from 'zod';
import type { ANSWERS } from './answers/index.ts';
import type { ApiName } from './paths.ts';
import type { RegIdRequest } from './push.ts';
import type { REQUESTS } from './requests.ts';

type Requests = typeof REQUESTS;

/** A call that takes nothing: the client sends `{}`. */
type Nothing = Record<string, never>;

/** What the client sends where the schema's input type would say too little. */
interface SentShapes {
  /** The schema reads any value (it parses the subscription's JSON text itself). */
  pushRegId: RegIdRequest;
  /** The multipart form of an upload (field UPLOAD_FIELD), read by the handler. */
  uploadImage: FormData;
}

/** `request` is the JSON body of a POST or the query of a GET; `response` is the answer's `data`. */
export type RequestOf<N extends ApiName> = N extends keyof SentShapes ? SentShapes[N] : N extends keyof Requests ? z.input<Requests[N]> : Nothing;
/** What the server's handler gets: the request parsed (defaults filled in); nothing for a call without input. */
export type InputOf<N extends ApiName> = N extends keyof Requests ? z.output<Requests[N]> : undefined;
export type ResponseOf<N extends ApiName> = z.output<(typeof ANSWERS)[N]>;

export type ApiCalls = { [N in ApiName]: { request: RequestOf<N>; response: ResponseOf<N> } };
