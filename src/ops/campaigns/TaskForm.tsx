/** One task's form (useCampaignForm: a new task, or an edit refused over another operator's change). */
import type { OpsTask, TaskFields } from '../../domain/contract/ops-campaigns.ts';
import { TASK_EVENTS, TASK_KINDS, type TaskEvent } from '../../domain/contract/task-values.ts';
import { CAMPAIGN_TEXTS as C, TASK_TEXTS as T } from './campaigns-texts.ts';
import { saveTask } from './campaigns-calls.ts';
import { Check, Field, FormActions, isoOf, localOf, NumberInput, PeriodInputs } from './CampaignParts.tsx';
import { type CampaignFormVariant, fieldsOf, useCampaignForm } from './useCampaignForm.ts';

/** The form's values: the text areas and times as typed. */
type Draft = Omit<TaskFields, 'steps' | 'action_link' | 'opens_at' | 'closes_at'> & {
  steps: string;
  action_link: string;
  opens_at: string;
  closes_at: string;
};

const FIELDSET = { display: 'flex', flexDirection: 'column', gap: 8, border: 0, padding: 0, margin: 0 } as const;

const NEW_TASK: Draft = {
  title: '', description: '', kind: 'once', points: 100, steps: '', action_link: '', needs_text: true, needs_link: false, min_images: 0,
  auto_event: null, opens_at: '', closes_at: '', per_member_limit: 1, sort: 0, active: true,
};

const TASKS: CampaignFormVariant<OpsTask, Draft> = {
  empty: NEW_TASK,
  draftOf: (task) => ({
    ...fieldsOf(task), steps: task.steps.join('\n'), action_link: task.action_link ?? '', opens_at: localOf(task.opens_at), closes_at: localOf(task.closes_at),
  }),
  bodyOf: (draft) => ({
    ...draft, steps: draft.steps.split('\n'), action_link: draft.action_link.trim() || null, opens_at: isoOf(draft.opens_at), closes_at: isoOf(draft.closes_at),
  }),
  save: saveTask,
  creating: T.creating,
};

interface TaskFormProps {
  task: OpsTask | null;
  onSaved: (task: OpsTask) => void;
  onCancel: () => void;
}

export function TaskForm({ task, onSaved, onCancel }: TaskFormProps) {
  const { draft, set, replaceValues, busy, result, submit, heading } = useCampaignForm(TASKS, task, onSaved);

  return (
    <form className="ops-card ops-form" onSubmit={submit} aria-label={heading}>
      <h3>{heading}</h3>
      <Field label={C.title}><input name="title" value={draft.title} onChange={(e) => set('title')(e.target.value)} /></Field>
      <Field label={T.description}><textarea name="description" rows={3} value={draft.description} onChange={(e) => set('description')(e.target.value)} /></Field>
      <Field label={T.kind}>
        <select name="kind" value={draft.kind} onChange={(e) => set('kind')(e.target.value as Draft['kind'])}>
          {TASK_KINDS.map((kind) => <option key={kind} value={kind}>{T.kinds[kind]}</option>)}
        </select>
      </Field>
      <NumberInput name="points" label={C.points} value={draft.points} onChange={set('points')} />
      <Field label={T.steps}><textarea name="steps" rows={4} value={draft.steps} onChange={(e) => set('steps')(e.target.value)} /></Field>
      <Field label={T.actionLink}><input name="action_link" value={draft.action_link} onChange={(e) => set('action_link')(e.target.value)} /></Field>
      <Field label={T.autoEvent}>
        <select name="auto_event" value={draft.auto_event ?? ''} onChange={(e) => set('auto_event')((e.target.value || null) as TaskEvent | null)}>
          <option value="">{T.noEvent}</option>
          {TASK_EVENTS.map((name) => <option key={name} value={name}>{T.events[name]}</option>)}
        </select>
      </Field>
      <fieldset style={FIELDSET}>
        <legend className="ops-hint">{T.proof}</legend>
        <Check name="needs_text" label={T.needsText} checked={draft.needs_text} onChange={set('needs_text')} />
        <Check name="needs_link" label={T.needsLink} checked={draft.needs_link} onChange={set('needs_link')} />
        <NumberInput name="min_images" label={T.minImages} value={draft.min_images} onChange={set('min_images')} />
      </fieldset>
      <PeriodInputs opens={draft.opens_at} closes={draft.closes_at} onChange={(opens, closes) => replaceValues({ ...draft, opens_at: opens, closes_at: closes })} />
      <NumberInput name="per_member_limit" label={T.perMemberLimit} value={draft.per_member_limit} onChange={set('per_member_limit')} />
      <NumberInput name="sort" label={C.sort} value={draft.sort} onChange={set('sort')} />
      <Check name="active" label={C.active} checked={draft.active} onChange={set('active')} />
      <FormActions busy={busy} result={result} onCancel={onCancel} />
    </form>
  );
}
