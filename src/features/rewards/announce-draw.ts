/** What the live region says when the wheel or the box settles: the server's result, in words. */
import type { useTranslation } from '../../lib/i18n.ts';
import { announce } from '../../components/LiveAnnouncer.tsx';
import type { DrawResponse } from '../../domain/contract/index.ts';

type TFunction = ReturnType<typeof useTranslation>['t'];

export function drawAnnouncement(t: TFunction, draw: DrawResponse): string {
  return draw.prize.kind === 'nothing' ? t('announce.lose') : t('announce.win', { prize: draw.prize.label });
}

export function announceDraw(t: TFunction, draw: DrawResponse | null): void {
  if (draw) announce(drawAnnouncement(t, draw));
}
