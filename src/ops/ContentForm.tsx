/** Create or edit one row of a kind; the server's answer (or its Portuguese refusal) is shown beside the form. */
import { type FormEvent, useState } from 'react';
import { publishArticle, saveContent } from './calls.ts';
import type { KindSpec } from './content-kinds.ts';
import { CONTENT_TEXTS as T } from './content-texts.ts';
import { bodyOf, type ContentRow, valuesOf } from './content-values.ts';
import { ContentField } from './ContentField.tsx';
import { HtmlPreview } from './HtmlPreview.tsx';
import { dateTime } from './texts.ts';
import { useOpsAction } from './useOpsAction.ts';

interface ContentFormProps {
  spec: KindSpec;
  row: ContentRow | null;
  categories: ReadonlyArray<{ value: string; label: string }>;
  onSaved: (row: ContentRow) => void;
}


export function ContentForm({ spec, row, categories, onSaved }: ContentFormProps) {
  const [values, setValues] = useState(() => valuesOf(spec, row));
  const [saved, setSaved] = useState<ContentRow | null>(row);
  const { busy, result, run } = useOpsAction();
  const hasHtml = spec.fields.some((f) => f.type === 'html');
  const publishedAt = saved && typeof saved.publishedAt === 'string' ? saved.publishedAt : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const answer = await saveContent<ContentRow>(spec.kind, bodyOf(spec, values, saved?.id ?? null));
      setSaved(answer);
      setValues(valuesOf(spec, answer));
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

  return (
    <div className="ops-content-editor">
      <form className="ops-card ops-form" onSubmit={submit} aria-label={saved ? T.editing(saved.id) : T.creating}>
        <h2>{saved ? T.editing(saved.id) : T.creating}</h2>
        {spec.fields.map((field) => (
          <ContentField
            key={field.name}
            field={field}
            value={values[field.name] ?? ''}
            options={field.optionsFrom ? categories : (field.options ?? [])}
            onChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
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
