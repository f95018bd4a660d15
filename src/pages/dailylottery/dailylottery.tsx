import { useTranslation } from '../../lib/i18n.ts';
import { Page } from '../../components/Page.tsx';
import { GameScreen, GiftStage } from '../../features/rewards/index.ts';
import { GIFT_BOX_PATH } from '../../lib/paths.ts';


/** Lucky gift box: remaining chances, prizes, winners and the result dialog (spec §4). */
export default function DailyLotteryPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('titles.dailylottery')} className="game-page game-page--gift">
      <GameScreen game="giftbox" path={GIFT_BOX_PATH}
        stage={(game) => <GiftStage game={game} label={t('games.giftLabel')} action={t('games.open')} />} />
    </Page>
  );
}
