import { useTranslation } from '../../lib/i18n.ts';
import { Page } from '../../components/Page.tsx';
import { GameScreen, WheelStage } from '../../features/rewards/index.ts';
import { WHEEL_PATH } from '../../lib/paths.ts';


/** Wheel of fortune: remaining chances, the wheel, winners and my prizes (spec §4). */
export default function LotteryPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('titles.lottery')} className="game-page game-page--wheel">
      <GameScreen game="wheel" path={WHEEL_PATH} stage={(game) => <WheelStage info={game.info} game={game} />} />
    </Page>
  );
}
