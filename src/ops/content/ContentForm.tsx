/** Create or edit one row of a kind; the server's answer (or its Portuguese refusal) is shown beside the form. */
import { type FormEvent, useState } from 'react';
import { addRtpReading } from '../common/calls.ts';
import { publishArticle, saveContent } from './content-calls.ts';
import type { KindSpec } from './content-kinds.ts';
import { CONTENT_TEXTS as T } from './content-texts.ts';
import { bodyOf, type ContentRow, toLocalInput, valuesOf } from './content-values.ts';
import { ContentField } from './ContentField.tsx';
import { HtmlPreview } from './HtmlPreview.tsx';
import { dateTime } from '../common/texts.ts';
import { useOpsForm } from '../common/use-ops-form.ts';

interface ContentFormProps {
  spec: KindSpec;
  row: ContentRow | null;
  /** The choices of each `optionsFrom` field, by field name. */
  options: Readonly<Record<string, ReadonlyArray<{ value: string; label: string }>>>;
  onSaved: (row: ContentRow) => void;
  /** A reading was added: the page asks for its rows again. */
  onAdded: () => void;
}

/** A new reading is measured now unless the operator says otherwise. */
function initialValues(spec: KindSpec, row: ContentRow | null) {
  const values = valuesOf(spec, row);
  if (spec.readings && !values.at) values.at = toLocalInput(new Date().toISOString());
  return values;
}

export function ContentForm({ spec, row, options, onSaved, onAdded }: ContentFormProps) {
  const { values, setField, replaceValues, busy, result, run } = useOpsForm(() => initialValues(spec, row));
  const [saved, setSaved] = useState<ContentRow | null>(row);
  const hasHtml = spec.fields.some((f) => f.type === 'html');
  const publishedAt = saved && typeof saved.publishedAt === 'string' ? saved.publishedAt : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (spec.readings) {
      void run(async () => {
        const { inserted } = await addRtpReading(bodyOf(spec, values, null) as { game_id: number; value: number; at: string });
        onAdded();
        return T.readingSaved(inserted);
      });
      return;
    }
    void run(async () => {
      // The row as this form read it: a save by someone else in between is refused, not overwritten.
      const answer = await saveContent(spec.kind, { ...bodyOf(spec, values, saved?.id ?? null), ...(saved ? { loaded: saved } : {}) });
      setSaved(answer);
      replaceValues(valuesOf(spec, answer));
      onSaved(answer);
      return T.saved(answer.id);
    });
  };

  const togglePublished = () => {
    if (!saved) return;
    void run(async () => {
      const answer = await publishArticle(saved.id, !publishedAt);
      const next = { ...saved, publishedAt: answer.published_at };
      setSaved(next);
      onSaved(next);
      return answer.published_at ? T.published(dateTime(answer.published_at)) : T.unpublished;
    });
  };

  const heading = spec.readings ? T.newReading : saved ? T.editing(saved.id) : T.creating;
  return (
    <div className="ops-content-editor">
      <form className="ops-card ops-form" onSubmit={submit} aria-label={heading}>
        <h2>{heading}</h2>
        {spec.fields.map((field) => (
          <ContentField
            key={field.name}
            field={field}
            value={values[field.name] ?? ''}
            options={field.optionsFrom ? (options[field.name] ?? []) : (field.options ?? [])}
            onChange={(value) => setField(field.name, value)}
          />
        ))}
        {result && (
          <p className={result.ok ? 'ops-notice' : 'ops-error'} role={result.ok ? 'status' : 'alert'}>
            {result.text}
          </p>
        )}
        <div className="ops-row-actions">
          <button type="submit" className="ops-button ops-primary" disabled={busy}>
            {busy ? T.saving : T.save}
          </button>
          {spec.publishable && saved && (
            <button type="button" className="ops-button" disabled={busy} onClick={togglePublished}>
              {publishedAt ? T.unpublish : T.publish}
            </button>
          )}
          {spec.publishable && saved && <span className="ops-hint">{publishedAt ? T.published(dateTime(publishedAt)) : T.draft}</span>}
        </div>
      </form>
      {hasHtml && <HtmlPreview html={saved && typeof saved.html === 'string' ? saved.html : null} />}
    </div>
  );
}
