/** Slider captcha: the gap's x stays in the database; each captcha is checked once. */
import type { ImageCaptchaResponse } from '../../src/domain/contract/auth.ts';
import { CAPTCHA_HEIGHT, CAPTCHA_PIECE_SIZE, CAPTCHA_TOLERANCE_PX, CAPTCHA_TTL_SECONDS, CAPTCHA_WIDTH } from '../../src/domain/constants.ts';
import { RULE_MESSAGES } from '../../src/domain/messages.pt.ts';
import { drawSliderPuzzle } from '../captcha/slider-puzzle.ts';
import type { AppContext } from '../context.ts';
import { badRequest } from '../http/envelope.ts';
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

/** Uses the captcha up whatever the outcome, then refuses a stale or misplaced answer. */
export async function verifyCaptcha(ctx: AppContext, captchaId: string, x: number): Promise<void> {
  const now = ctx.now();
  const captcha = await consumeCaptcha(ctx.db, captchaId, now);
  if (!captcha || captcha.expiresAt.getTime() <= now.getTime()) throw badRequest(RULE_MESSAGES.captchaExpired);
  if (Math.abs(x - captcha.gapX) > CAPTCHA_TOLERANCE_PX) throw badRequest(RULE_MESSAGES.captchaFailed);
}
