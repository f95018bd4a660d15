import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Spinner } from '../../components/Loading.tsx';
import type { RtpPoint } from '../../domain/contract/sponsors.ts';
import { formatRtp, formatTime } from './format.ts';
import type { ChartHandle } from './uplot-chart.ts';

/**
 * 'Últimas 30 análises': the line chart loads uPlot on demand; the readout above it shows the
 * reading under the finger, else the latest one.
 */
export function RtpChart({ title, points }: { title: string; points: RtpPoint[] }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [picked, setPicked] = useState<number | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');

  useEffect(() => {
    const target = box.current;
    if (!target || points.length === 0) return;
    let handle: ChartHandle | null = null;
    let cancelled = false;
    const observer = new ResizeObserver(() => handle?.resize(target.clientWidth));
    import('./uplot-chart.ts').then(
      ({ drawRtpChart }) => {
        if (cancelled) return;
        handle = drawRtpChart(target, points, target.clientWidth, setPicked);
        observer.observe(target);
        setStatus('ready');
      },
      () => !cancelled && setStatus('error'),
    );
    return () => {
      cancelled = true;
      observer.disconnect();
      handle?.destroy();
    };
  }, [points]);

  const shown = points[picked ?? points.length - 1];
  return (
    <section className="card rtp-chart" data-testid="rtp-chart" data-points={points.length}>
      <h2 className="rtp-chart__title">{t('rtp.chartTitle')}</h2>
      <p className="rtp-chart__game">{title}</p>
      {shown ? (
        <p className="rtp-chart__readout" data-testid="rtp-chart-readout" aria-live="polite">
          <strong>{formatRtp(shown.rtp)}</strong> {t('rtp.at', { time: formatTime(shown.at) })}
        </p>
      ) : null}
      {points.length === 0 ? <p className="rtp-note">{t('rtp.noReadings')}</p> : null}
      <div ref={box} className="rtp-chart__plot" />
      {status === 'loading' && points.length ? <Spinner /> : null}
      {status === 'error' ? <p className="rtp-note">{t('rtp.chartFailed')}</p> : null}
      {points.length ? <p className="rtp-note">{t('rtp.chartHint')}</p> : null}
    </section>
  );
}
