/** Reward screens: draw games, records, points history, delivery addresses. */
import './setup.ts';
// AddressForm is not re-exported: it brings zod, which the game pages do not need (import its file).

export { GameScreen } from './GameScreen.tsx';
export { WheelStage } from './WheelStage.tsx';
export { GiftStage } from './GiftStage.tsx';
export { useGame } from './useGame.ts';
export { wheelSegments, wheelIcon, colorNumber } from './prize-art.ts';
export { InviteCard } from './InviteCard.tsx';
export { PointsHistory } from './PointsHistory.tsx';
export { PointsDetailView } from './PointsDetailView.tsx';
export { DrawRecords } from './DrawRecords.tsx';
export { DrawDetailView } from './DrawDetailView.tsx';
export { AddressBook } from './AddressBook.tsx';
