/** Hide/show and delete for a content page: the server's answer updates the row; a refusal (a category with articles) is shown as it comes. */
import { useState } from 'react';
import { HIDEABLE_CONTENT_KINDS } from '../../domain/contract/content-ops.ts';
import { deleteContentRow, publishArticle, setContentVisible } from './content-calls.ts';
import type { ContentRow } from './content-values.ts';
import { isShown, type RowActions } from './ContentRowActions.tsx';

interface Handlers {
  onChanged: (row: ContentRow) => void;
  onDeleted: (id: number) => void;
  onError: (message: string) => void;
}

async function toggleRow(kind: string, row: ContentRow): Promise<ContentRow> {
  if (kind === 'articles') {
    const answer = await publishArticle(row.id, !isShown(row));
    return { ...row, publishedAt: answer.published_at };
  }
  const answer = await setContentVisible(kind, row.id, !isShown(row));
  return { ...row, active: answer.active };
}

export function useContentRowActions(kind: string, { onChanged, onDeleted, onError }: Handlers) {
  const [busyId, setBusyId] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<ContentRow | null>(null);
  // Every kind but the RTP readings (listed, never hidden): articles by their publication.
  const toggleable = (HIDEABLE_CONTENT_KINDS as readonly string[]).includes(kind);

  const run = async (row: ContentRow, work: () => Promise<void>) => {
    setBusyId(row.id);
    try {
      await work();
      onError('');
    } catch (failure) {
      onError((failure as Error).message);
    } finally {
      setBusyId(null);
    }
  };

  const actions: RowActions = {
    busyId,
    onToggle: toggleable ? (row) => void run(row, async () => onChanged(await toggleRow(kind, row))) : null,
    onDelete: setConfirming,
  };
  const confirmDelete = () => {
    const row = confirming;
    if (!row) return;
    void run(row, async () => {
      await deleteContentRow(kind, row.id);
      onDeleted(row.id);
    }).finally(() => setConfirming(null));
  };
  return { actions, confirming, confirmDelete, cancelDelete: () => setConfirming(null), busy: busyId !== null };
}
