import type { ParamSpec } from '../core/params.ts';

export const widgetParams = {
  edgeMargin: { value: 8, min: 0, max: 24, step: 1, label: 'Distância da borda (px)' },
  gap: { value: 8, min: 0, max: 32, step: 1, label: 'Espaço entre widgets (px)' },
  snapMs: { value: 260, min: 80, max: 800, step: 10, label: 'Encaixe na borda (ms)' },
  bobPx: { value: 3, min: 0, max: 8, step: 0.5, label: 'Flutuação (px)', cost: 'acima de 0 desenha quadros ao flutuar' },
  bobMs: { value: 2200, min: 800, max: 5000, step: 100, label: 'Flutuação: período (ms)' },
  bobEveryMs: { value: 6500, min: 3000, max: 20000, step: 500, label: 'Flutuação: intervalo (ms)' },
  labelSize: { value: 11, min: 8, max: 16, step: 0.5, label: 'Tamanho do texto' },
  tuckIdleMs: { value: 4000, min: 1000, max: 15000, step: 500, label: 'Recolher após sem toque (ms)' },
  tuckMs: { value: 200, min: 80, max: 600, step: 10, label: 'Recolher: duração (ms)' },
  dragScale: { value: 1.08, min: 1, max: 1.3, step: 0.01, label: 'Escala ao arrastar' },
} as const satisfies ParamSpec;

export type WidgetParamSpec = typeof widgetParams;
