/** One file sent at once on choice (the page icon or the click sound); the server's Portuguese refusal shows as it comes. */
import type { ChangeEvent } from 'react';
import { SITE_TEXTS as T } from './site-settings-texts.ts';
import { useOpsAction } from '../common/useOpsAction.ts';

interface SiteFileUploadProps {
  /** What the file input offers (the server checks the bytes anyway). */
  accept: string;
  label: string;
  send: (file: File) => Promise<string>;
}

export function SiteFileUpload({ accept, label, send }: SiteFileUploadProps) {
  const { busy, result, run } = useOpsAction();
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    void run(() => send(file)).finally(() => {
      input.value = '';
    });
  };
  return (
    <>
      <label className={`ops-button ops-file-button${busy ? ' is-busy' : ''}`}>
        <input type="file" accept={accept} aria-label={label} className="ops-visually-hidden" disabled={busy} onChange={choose} />
        {busy ? T.uploading : T.chooseFile}
      </label>
      {result && (
        <p className={result.ok ? 'ops-notice' : 'ops-error'} role={result.ok ? 'status' : 'alert'}>
          {result.text}
        </p>
      )}
    </>
  );
}
