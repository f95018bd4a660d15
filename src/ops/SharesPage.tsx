/** The console's "Compartilhamentos": every share campaign (table) and one campaign's form; "Encerrar" closes one now. */
import { useState } from 'react';
import type { OpsShareCampaign } from '../domain/contract/ops-campaigns.ts';
import { CAMPAIGN_TEXTS as C, SHARE_TEXTS as T } from './campaigns-texts.ts';
import { endShareCampaign, opsShareCampaigns } from './campaigns-calls.ts';
import { EndButton, periodOf, stateOf, useCampaignRows } from './CampaignParts.tsx';
import { ShareCampaignForm } from './ShareCampaignForm.tsx';
import { TEXTS } from './texts.ts';

type Editing = null | 'new' | OpsShareCampaign;

interface TableProps {
  rows: OpsShareCampaign[];
  onEdit: (campaign: OpsShareCampaign) => void;
  onEnded: (campaign: OpsShareCampaign) => void;
}

function CampaignsTable({ rows, onEdit, onEnded }: TableProps) {
  if (rows.length === 0) return <p className="ops-empty">{C.empty}</p>;
  return (
    <table className="ops-table" aria-label={T.title}>
      <thead>
        <tr><th>{C.title}</th><th>{T.platforms}</th><th>{C.points}</th><th>{T.dailyLimit}</th><th>{C.period}</th><th>{C.state}</th><th>{C.inReview}</th><th /></tr>
      </thead>
      <tbody>
        {rows.map((campaign) => (
          <tr key={campaign.id}>
            <td>{campaign.title}</td>
            <td>{campaign.platforms.map((p) => T.platformNames[p]).join(', ')}</td>
            <td>{campaign.points.toLocaleString('pt-BR')}</td>
            <td>{campaign.daily_limit}</td>
            <td>{periodOf(campaign)}</td>
            <td>{stateOf(campaign)}</td>
            <td>{campaign.in_review}</td>
            <td className="ops-row-actions">
              <button type="button" className="ops-button" onClick={() => onEdit(campaign)}>{C.edit}</button>
              <EndButton row={campaign} end={endShareCampaign} onEnded={onEnded} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function SharesPage() {
  const { rows, error, reload, replace, loadCount } = useCampaignRows(opsShareCampaigns);
  const [editing, setEditing] = useState<Editing>(null);
  const ended = (campaign: OpsShareCampaign) => {
    replace(campaign);
    // A form still open on the campaign would send stale values: it reopens from the campaign as stored.
    setEditing((open) => (open !== null && open !== 'new' && open.id === campaign.id ? campaign : open));
  };

  return (
    <section className="ops-page" aria-labelledby="shares-title">
      <header className="ops-page-header">
        <h1 id="shares-title">{T.title}</h1>
        <button type="button" className="ops-button" onClick={() => { setEditing(null); reload(); }}>{C.reload}</button>
      </header>
      <p className="ops-hint">{T.hint}</p>
      {error && <p className="ops-error" role="alert">{error}</p>}
      {!rows && !error && <p className="ops-muted">{TEXTS.loading}</p>}
      {rows && (
        <>
          <CampaignsTable rows={rows} onEdit={setEditing} onEnded={ended} />
          <button type="button" className="ops-button" onClick={() => setEditing('new')}>{T.newCampaign}</button>
          {editing && (
            <ShareCampaignForm key={`${editing === 'new' ? 'new' : `${editing.id}-${editing.closes_at ?? ''}`}-${loadCount}`}
              campaign={editing === 'new' ? null : editing} onSaved={replace} onCancel={() => setEditing(null)} />
          )}
        </>
      )}
    </section>
  );
}
