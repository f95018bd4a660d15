// @vitest-environment node
/** While the member calls move into definitions: the old maps' types and the definitions' agree, call by call. */
import { expect, it } from 'vitest';
import type { z } from 'zod';
import type { ANSWERS } from '../../src/domain/contract/answers/index.ts';
import type { REQUESTS } from '../../src/domain/contract/requests.ts';
import { MEMBER_CALLS, type MemberName } from '../../src/domain/contract/member-calls/index.ts';
import { API, type ApiName } from '../../src/domain/contract/paths.ts';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Def<N extends MemberName> = (typeof MEMBER_CALLS)[N];
type NewInput<N extends MemberName> = Def<N>['input'] extends z.ZodType ? z.output<Def<N>['input']> : undefined;
type OldInput<N extends ApiName> = N extends keyof typeof REQUESTS ? z.output<(typeof REQUESTS)[N]> : undefined;
type Agree = {
  [N in ApiName]: N extends MemberName
    ? Same<z.output<Def<N>['answer']>, z.output<(typeof ANSWERS)[N]>> extends true
      ? N extends keyof typeof REQUESTS ? Same<NewInput<N>, OldInput<N>> : true
      : false
    : false;
};
const agree: Agree = {} as { [N in ApiName]: true };
void agree;
const namesAgree: Same<ApiName, MemberName> = true;
void namesAgree;

it('has the same method and path for every call', () => {
  for (const [name, { method, path }] of Object.entries(API)) {
    expect(MEMBER_CALLS[name as MemberName], name).toMatchObject({ method, path });
  }
});
