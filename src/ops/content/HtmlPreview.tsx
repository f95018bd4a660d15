/** The HTML the server stored after saving: already sanitized by its allow-list, shown as members will see it. */
import { CONTENT_TEXTS as T } from './content-texts.ts';

export function HtmlPreview({ html }: { html: string | null }) {
  return (
    <section className="ops-html-preview" aria-label={T.htmlPreview}>
      <h3>{T.htmlPreview}</h3>
      {html === null ? <p className="ops-hint">{T.htmlPreviewEmpty}</p> : <div className="ops-rich" dangerouslySetInnerHTML={{ __html: html }} />}
    </section>
  );
}
