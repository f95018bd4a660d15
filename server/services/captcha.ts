/** Slider captcha: the gap's x stays in the database; each captcha is checked once. */
import type { ImageCaptchaResponse } from '../../src/domain/contract/auth.ts';
import { CAPTCHA_HEIGHT, CAPTCHA_PIECE_SIZE, CAPTCHA_TOLERANCE_PX, CAPTCHA_TTL_SECONDS, CAPTCHA_WIDTH } from '../../src/domain/constants.ts';
import { RULE_MESSAGES } from '../../src/domain/messages.pt.ts';
import { type DragTrail, isHumanTrail, TRAIL_RULES } from '../captcha/drag-trail.ts';
import { drawSliderPuzzle } from '../captcha/slider-puzzle.ts';
import type { AppContext } from '../context.ts';
import { refused } from './refusal.ts';
import { consumeCaptcha, insertCaptcha } from '../repositories/captchas.ts';
import { newId } from '../security/tokens.ts';

export async function createCaptcha(ctx: AppContext): Promise<ImageCaptchaResponse> {
  const puzzle = drawSliderPuzzle();
  const now = ctx.now();
  const id = newId();
  await insertCaptcha(ctx.db, {
    id,
    gapX: puzzle.gapX,
    gapY: puzzle.gapY,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_SECONDS * 1000),
  });
  return {
    captcha_id: id,
    background: puzzle.background,
    piece: puzzle.piece,
    piece_y: puzzle.gapY,
    width: CAPTCHA_WIDTH,
    height: CAPTCHA_HEIGHT,
    piece_size: CAPTCHA_PIECE_SIZE,
    expires_in: CAPTCHA_TTL_SECONDS,
  };
}

/**
 * Uses the captcha up whatever the outcome, then refuses a stale or misplaced answer, one given
 * sooner than a person could, or one whose drag does not look like a hand's (drag-trail.ts).
 */
export async function verifyCaptcha(ctx: AppContext, answer: { captcha_id: string; captcha_x: number; captcha_trail: DragTrail }): Promise<void> {
  const now = ctx.now();
  const captcha = await consumeCaptcha(ctx.db, answer.captcha_id, now);
  if (!captcha || captcha.expiresAt.getTime() <= now.getTime()) throw refused(RULE_MESSAGES.captchaExpired);
  const tooSoon = now.getTime() - captcha.createdAt.getTime() < TRAIL_RULES.minSinceIssuedMs;
  const misplaced = Math.abs(answer.captcha_x - captcha.gapX) > CAPTCHA_TOLERANCE_PX;
  if (tooSoon || misplaced || !isHumanTrail(answer.captcha_trail, answer.captcha_x)) throw refused(RULE_MESSAGES.captchaFailed);
}
