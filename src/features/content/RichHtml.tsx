/**
 * Operator HTML as the server stored it. The server sanitized it with an allow-list when it was
 * saved (server/security/sanitize-html.ts), which is why inserting it here is safe; nothing else
 * may be passed to this component.
 */
export function RichHtml({ html }: { html: string }) {
  return <div className="rich" data-testid="rich-html" dangerouslySetInnerHTML={{ __html: html }} />;
}
