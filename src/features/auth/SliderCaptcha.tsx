import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import '../../lib/i18n-account.ts';
import '../../lib/i18n-shared-messages.ts';
import { imageCaptcha, unwrap } from '../../api/index.ts';
import { Icon } from '../../components/Icon.tsx';
import { Spinner } from '../../components/Loading.tsx';
import type { ImageCaptchaResponse } from '../../domain/contract/index.ts';
import { createTrail, sliderToImageX } from './slider-math.ts';
import './SliderCaptcha.css';

export interface CaptchaAnswer {
  captcha_id: string;
  captcha_x: number;
  /** The drag, `[ms since the press, piece x]`: the server refuses answers no hand could give. */
  captcha_trail: Array<[number, number]>;
}

interface SliderCaptchaProps {
  /** Called on release with where the piece was dropped; resolves false to get a new puzzle. */
  onAnswer: (answer: CaptchaAnswer) => Promise<boolean>;
}

const HANDLE_PX = 48;

/** The puzzle slider of spec §2: drag the piece into the gap; every puzzle is tried once. */
export function SliderCaptcha({ onAnswer }: SliderCaptchaProps) {
  const { t } = useTranslation();
  const [puzzle, setPuzzle] = useState<ImageCaptchaResponse | null>(null);
  const [failed, setFailed] = useState(false);
  const [offset, setOffset] = useState(0);
  const [checking, setChecking] = useState(false);
  const track = useRef<HTMLDivElement>(null);
  const dragStart = useRef<number | null>(null);
  const trail = useRef(createTrail());

  const load = useCallback(async () => {
    setPuzzle(null);
    setOffset(0);
    setFailed(false);
    try {
      setPuzzle(unwrap(await imageCaptcha()));
    } catch {
      setFailed(true);
    }
  }, []);

  useEffect(() => { void load(); }, [load]);

  const maxOffset = () => Math.max(0, (track.current?.clientWidth ?? 0) - HANDLE_PX);
  const imageX = (at: number) => (puzzle ? sliderToImageX(at, maxOffset(), puzzle.width, puzzle.piece_size) : 0);

  const submit = async (finalOffset: number) => {
    if (!puzzle || finalOffset <= 0) return setOffset(0);
    setChecking(true);
    const captcha_x = sliderToImageX(finalOffset, maxOffset(), puzzle.width, puzzle.piece_size);
    trail.current.add(captcha_x);
    const answer = { captcha_id: puzzle.captcha_id, captcha_x, captcha_trail: trail.current.take() };
    const accepted = await onAnswer(answer).catch(() => false);
    setChecking(false);
    if (!accepted) void load();
  };

  const onPointerDown = (e: PointerEvent<HTMLButtonElement>) => {
    if (!puzzle || checking) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    dragStart.current = e.clientX - offset;
    trail.current.reset();
    trail.current.add(imageX(offset));
  };
  const onPointerMove = (e: PointerEvent<HTMLButtonElement>) => {
    if (dragStart.current === null) return;
    const next = Math.min(maxOffset(), Math.max(0, e.clientX - dragStart.current));
    trail.current.add(imageX(next));
    setOffset(next);
  };
  const onPointerUp = () => {
    if (dragStart.current === null) return;
    dragStart.current = null;
    void submit(offset);
  };
  const moveBy = (step: number) => {
    const next = Math.min(maxOffset(), Math.max(0, offset + step));
    trail.current.add(imageX(next));
    setOffset(next);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowRight') moveBy(2);
    else if (e.key === 'ArrowLeft') moveBy(-2);
    else if (e.key === 'Enter') void submit(offset);
    else return;
    e.preventDefault();
  };

  const pieceLeftPct = puzzle ? (sliderToImageX(offset, maxOffset(), puzzle.width, puzzle.piece_size) / puzzle.width) * 100 : 0;

  return (
    <div className="captcha" data-testid="slider-captcha">
      <p className="captcha__instruction">{t('rules:captchaRequired')}</p>
      <div className="captcha__stage" style={puzzle ? { aspectRatio: `${puzzle.width} / ${puzzle.height}` } : undefined}>
        {puzzle ? (
          <>
            <img className="captcha__bg" src={puzzle.background} alt="" draggable={false} />
            <img className="captcha__piece" src={puzzle.piece} alt="" draggable={false}
              style={{ left: `${pieceLeftPct}%`, top: `${(puzzle.piece_y / puzzle.height) * 100}%` }}
              onLoad={(e) => { e.currentTarget.style.width = `${(e.currentTarget.naturalWidth / puzzle.width) * 100}%`; }} />
          </>
        ) : (
          <div className="captcha__placeholder">
            {failed ? <button type="button" onClick={() => void load()}>{t('common.pageLoadFailed')}</button> : <Spinner size={26} />}
          </div>
        )}
        <button type="button" className="captcha__refresh" onClick={() => void load()} aria-label={t('captcha.refresh')}>
          <Icon name="history" size={18} />
        </button>
      </div>
      <div className="captcha__track" ref={track}>
        <div className="captcha__fill" style={{ width: offset + HANDLE_PX / 2 }} />
        <span className="captcha__hint" aria-hidden="true">{t('captcha.trackHint')}</span>
        <button type="button" className="captcha__handle" style={{ transform: `translateX(${offset}px)` }}
          aria-label={t('captcha.handle')} data-testid="captcha-handle" disabled={!puzzle || checking}
          onPointerDown={onPointerDown} onPointerMove={onPointerMove} onPointerUp={onPointerUp} onPointerCancel={onPointerUp}
          onKeyDown={onKeyDown}>
          {checking ? <Spinner size={18} /> : <Icon name="chevron" size={20} />}
        </button>
      </div>
    </div>
  );
}
