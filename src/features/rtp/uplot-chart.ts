/**
 * The uPlot drawing of a reading series. This module (and uPlot, ~20 kB gzip) is a separate lazy
 * chunk imported only by the sponsor page's chart, so no other screen downloads it.
 */
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { RtpPoint } from '../../domain/contract/sponsors.ts';

export interface ChartHandle {
  resize(width: number): void;
  destroy(): void;
}

const HEIGHT = 190;
const hour = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' });
const ORANGE = '#ff7a00';

/** Draws the series; `onPoint` gets the index under the cursor (a tap on a phone), or null. */
export function drawRtpChart(target: HTMLElement, points: RtpPoint[], width: number, onPoint: (index: number | null) => void): ChartHandle {
  const times = points.map((p) => Date.parse(p.at) / 1000);
  const values = points.map((p) => p.rtp);
  const chart = new uPlot(
    {
      width, height: HEIGHT, legend: { show: false },
      // Tap anywhere: the nearest reading is chosen; no drag-to-zoom on a phone.
      cursor: { drag: { x: false, y: false }, points: { size: 9, fill: ORANGE }, y: false },
      scales: { y: { range: (_u, min, max) => [Math.floor(min - 0.5), Math.ceil(max + 0.5)] } },
      axes: [
        // uPlot's own tick labels are English ('6am', '11/23/26'): Brazilian hours instead.
        { stroke: '#5b6272', grid: { stroke: '#ececf0' }, ticks: { show: false }, font: '11px system-ui', space: 70, values: (_u, ticks) => ticks.map((v) => hour.format(v * 1000)) },
        { stroke: '#5b6272', grid: { stroke: '#ececf0' }, ticks: { show: false }, font: '11px system-ui', size: 46, values: (_u, ticks) => ticks.map((v) => `${v} %`) },
      ],
      series: [{}, { stroke: ORANGE, width: 2, fill: 'rgba(255,122,0,.12)', points: { show: true, size: 4, fill: ORANGE } }],
      hooks: { setCursor: [(u) => onPoint(u.cursor.idx ?? null)] },
    },
    [times, values],
    target,
  );
  return { resize: (w) => chart.setSize({ width: w, height: HEIGHT }), destroy: () => chart.destroy() };
}
