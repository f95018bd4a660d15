/**
 * The form of a campaign, task or share campaign: a new one, or an edit that sends back the values
 * it loaded so a save over another operator's change is refused (the server's Portuguese refusal
 * shows under the form). After a save the form edits the record as stored: the next save sends
 * those values as loaded. Each variant gives its draft (the inputs as typed) and how it becomes
 * the call's body.
 */
import { type FormEvent, useState } from 'react';
import { CAMPAIGN_TEXTS as C } from './campaigns-texts.ts';
import { useOpsAction } from '../common/useOpsAction.ts';

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

export function useCampaignForm<R extends Stored, Draft>(variant: CampaignFormVariant<R, Draft>, row: R | null, onSaved: (row: R) => void) {
  const [stored, setStored] = useState<R | null>(row);
  const [draft, setDraft] = useState<Draft>(row ? variant.draftOf(row) : variant.empty);
  const { busy, result, run } = useOpsAction();
  const set = <K extends keyof Draft>(key: K) => (value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const body = variant.bodyOf(draft);
      const saved = await variant.save(stored ? { ...body, id: stored.id, loaded: fieldsOf(stored) } : body);
      setStored(saved);
      setDraft(variant.draftOf(saved));
      onSaved(saved);
      return C.saved;
    });
  };
  return { draft, set, setDraft, busy, result, submit, heading: stored ? C.editing(stored.title) : variant.creating };
}
