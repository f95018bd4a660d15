/** The wallet page's zod rules (binding an account, a withdrawal's draft): loaded apart, so the page draws without zod. */
import { z } from '../../domain/zod.ts';
import type { ConversionType } from '../../domain/contract/wallet.ts';
import { draftErrors } from './withdraw-rules.ts';

export { bindAccountRequest } from '../../domain/contract/wallet.ts';

/** The withdrawal form's draft (a type, an amount within its limits) before the password is asked. */
export function withdrawDraft(types: readonly ConversionType[]) {
  return z.object({ type_id: z.number().nullable(), amount: z.string() }).superRefine((draft, ctx) => {
    const problems = draftErrors({ type: types.find((type) => type.id === draft.type_id), amount: draft.amount });
    for (const [field, message] of Object.entries(problems)) ctx.addIssue({ code: 'custom', path: [field], message });
  });
}
