/**
 * A daily series drawn by uPlot (the console's build only: the member app never imports it). The
 * chart is a picture of the table beside it, so screen readers get the table and a one-line label.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { DASHBOARD_TEXTS as T } from './dashboard-texts.ts';

export interface Series {
  label: string;
  values: number[];
  color: string;
}

const HEIGHT = 220;

/** Days as UTC noon seconds: uPlot's x axis in time, the labels as dd/mm. */
const xOf = (day: string) => Date.parse(`${day}T12:00:00Z`) / 1000;

/** "2 mi", "500 mil": a 60 px axis cut "2.000.000" to "000.000" on a real history's points. */
const compact = new Intl.NumberFormat('pt-BR', { notation: 'compact', maximumFractionDigits: 1 });

export function Chart({ title, days, series, bars = false }: { title: string; days: string[]; series: Series[]; bars?: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const paths = bars ? uPlot.paths.bars?.({ size: [0.7, 40] }) : undefined;
    const plot = new uPlot({
      width: Math.max(280, element.clientWidth),
      height: HEIGHT,
      tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'UTC'),
      series: [{}, ...series.map((s) => ({ label: s.label, stroke: s.color, fill: bars ? `${s.color}55` : undefined, width: 2, ...(paths ? { paths } : {}) }))],
      axes: [{ values: (_u, ticks) => ticks.map((tick) => new Date(tick * 1000).toISOString().slice(5, 10).split('-').reverse().join('/')) }, { size: 60, values: (_u, ticks) => ticks.map((tick) => compact.format(tick)) }],
      legend: { live: false },
    }, [days.map(xOf), ...series.map((s) => s.values)], element);
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(280, element.clientWidth), height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, series, bars]);
  return <div className="dash-chart" ref={box} role="img" aria-label={T.chartOf(title)} />;
}
