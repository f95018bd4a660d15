/**
 * The form of a campaign, task or share campaign: a new one, or an edit that sends back the values
 * it loaded so a save over another operator's change is refused (the server's Portuguese refusal
 * shows under the form). After a save the form edits the record as stored: the next save sends
 * those values as loaded. Each variant gives its draft (the inputs as typed) and how it becomes
 * the call's body (useEditForm, the console's form for a stored record).
 */
import { CAMPAIGN_TEXTS as C } from './campaigns-texts.ts';
import { useEditForm } from '../common/use-ops-form.ts';

interface Stored {
  id: number;
  title: string;
  open: boolean;
  in_review: number;
  created_at: string;
}

/** What a form edits of a record, and sends back as `loaded`: all but what the server computes. */
export type FieldsOf<R extends Stored> = Omit<R, 'id' | 'open' | 'in_review' | 'created_at'>;

export function fieldsOf<R extends Stored>({ id: _id, open: _open, in_review: _waiting, created_at: _created, ...fields }: R): FieldsOf<R> {
  return fields;
}

export interface CampaignFormVariant<R extends Stored, Draft> {
  empty: Draft;
  draftOf(row: R): Draft;
  bodyOf(draft: Draft): FieldsOf<R>;
  save(body: FieldsOf<R> & { id?: number; loaded?: FieldsOf<R> }): Promise<R>;
  /** The heading of a new record's form. */
  creating: string;
}

export function useCampaignForm<R extends Stored, Draft extends Record<string, unknown>>(variant: CampaignFormVariant<R, Draft>, row: R | null, onSaved: (row: R) => void) {
  const form = useEditForm(row, {
    draftOf: (stored: R | null) => (stored ? variant.draftOf(stored) : variant.empty),
    save: (draft: Draft, stored: R | null) => {
      const body = variant.bodyOf(draft);
      return variant.save(stored ? { ...body, id: stored.id, loaded: fieldsOf(stored) } : body);
    },
    saved: C.saved,
    onSaved,
  });
  return { ...form, draft: form.values, heading: form.stored ? C.editing(form.stored.title) : variant.creating };
}
