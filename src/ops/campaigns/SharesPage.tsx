/** The console's "Compartilhamentos": every share campaign (table) and one campaign's form; "Encerrar" closes one now. */
import type { OpsShareCampaign } from '../../domain/contract/ops-campaigns.ts';
import { CAMPAIGN_TEXTS as C, SHARE_TEXTS as T } from './campaigns-texts.ts';
import { endShareCampaign, opsShareCampaigns } from './campaigns-calls.ts';
import { CampaignPage } from './CampaignPage.tsx';
import { ShareCampaignForm } from './ShareCampaignForm.tsx';

export function SharesPage() {
  return (
    <CampaignPage<OpsShareCampaign>
      id="shares"
      texts={{ title: T.title, hint: T.hint, newRow: T.newCampaign }}
      load={opsShareCampaigns}
      end={endShareCampaign}
      columns={[C.title, T.platforms, C.points, T.dailyLimit]}
      cells={(campaign) => (
        <>
          <td>{campaign.title}</td>
          <td>{campaign.platforms.map((p) => T.platformNames[p]).join(', ')}</td>
          <td>{campaign.points.toLocaleString('pt-BR')}</td>
          <td>{campaign.daily_limit}</td>
        </>
      )}
      form={({ key, row, onSaved, onCancel }) => <ShareCampaignForm key={key} campaign={row} onSaved={onSaved} onCancel={onCancel} />}
    />
  );
}
