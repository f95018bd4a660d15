/**
 * The usual H5 wheel, `lucky-canvas` (canvas 2D, redraws the whole face every frame), with the
 * same 8 prizes and the same spin cycle as the benchmark drives our wheel: play, stop on a random
 * slice 600 ms later, again every 5.2 s. Each of its animation frames is timed like our scenes'.
 */
import { LuckyWheel } from 'lucky-canvas';
import { frameSamples } from './frame-samples.ts';

const COLORS = ['#e8283c', '#ffc94a', '#7b3fe4', '#ff8a3d', '#1fb58f', '#2f7de1', '#ff5aa5', '#3b3b52'];
const LABELS = ['100 pontos', 'Prêmio surpresa', '5 pontos', 'Diamante', 'Tente de novo', '50 pontos', 'Cupom', '10 pontos'];
const bench = frameSamples();

/**
 * In a browser it takes `window.requestAnimationFrame` when made (its `rAF` option is for other
 * platforms): wrapped first, every frame it draws is timed here. Nothing else on the page uses it.
 */
const nativeRaf = window.requestAnimationFrame.bind(window);
window.requestAnimationFrame = (callback: FrameRequestCallback): number => nativeRaf((t) => {
  const start = performance.now();
  callback(t);
  bench.record(performance.now() - start);
});

const wheel = new LuckyWheel({ el: '#wheel' }, {
  width: '310px',
  height: '310px',
  blocks: [{ padding: '14px', background: '#7a1020' }, { padding: '4px', background: '#f2b134' }],
  prizes: LABELS.map((text, i) => ({
    background: COLORS[i], fonts: [{ text, top: '18%', fontColor: '#ffffff', fontSize: '15px', fontWeight: '800', wordWrap: true, lengthLimit: '60%' }],
  })),
  buttons: [{ radius: '22%', background: '#ffc94a', pointer: true, fonts: [{ text: 'GIRAR', top: '-10px', fontColor: '#7a1020', fontWeight: '800' }] }],
  defaultConfig: { accelerationTime: 700, decelerationTime: 3200, speed: 20 },
});

function spin(): void {
  wheel.play();
  setTimeout(() => wheel.stop(Math.floor(Math.random() * LABELS.length)), 600);
}
spin();
setInterval(spin, 5200);

window.benchFrames = bench.frames;
document.body.dataset.ready = 'true';
