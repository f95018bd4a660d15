/** The data of an answer with code 0; any other code rejects with the server's Portuguese message. */
import { API_CODE, type ApiEnvelope } from '../domain/contract/envelope.ts';

export function unwrap<T>(answer: ApiEnvelope<T>): T {
  if (answer.code !== API_CODE.ok) throw new Error(answer.msg);
  return answer.data;
}
