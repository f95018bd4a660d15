/**
 * The baseline of `npm run bench:lighthouse`: the product owner's client stack, axios included,
 * and nothing of ours, served by the app's server. `#/` paints a heading and a paragraph of static
 * text (as the login page first shows), `#/dados` a paragraph that waits for one API call (as the
 * wallet and home do), `#/webgl` the static text with one WebGL frame below it (as a game page's
 * first scene frame) and `#/webgl-worker` the same frame drawn by a worker. What the app's pages score under it is what our code costs.
 */
import { useEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter, Route, Routes } from 'react-router';
import axios from 'axios';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { create } from 'zustand';
import { drawOneFrame } from './webgl-frame.ts';

void i18next.use(initReactI18next).init({
  lng: 'pt',
  resources: {
    pt: {
      translation: {
        title: 'Prêmia',
        text: 'Jogue, convide e troque pontos por prêmios. Entre com sua conta para ver seus pontos, suas tarefas e seus prêmios.',
        data: 'Há {{count}} atalhos na página inicial. Defina a senha de saque de 6 dígitos para poder sacar seus pontos.',
      },
    },
  },
});

const useCategories = create<{ count: number | null; set: (count: number) => void }>((set) => ({ count: null, set: (count) => set({ count }) }));

function StaticPage() {
  const { t } = useTranslation();
  return <p>{t('text')}</p>;
}

function DataPage() {
  const { t } = useTranslation();
  const { count, set } = useCategories();
  useEffect(() => {
    void axios.get<{ data: { list: unknown[] } }>('/api/get/categories', { headers: { 'Content-Type': 'application/json' } })
      .then((answer) => set(answer.data.data.list.length));
  }, [set]);
  return count === null ? null : <p>{t('data', { count })}</p>;
}

/**
 * The static text and, below it, a canvas the size of the gift box's (328×300 CSS pixels, at the
 * device's pixel ratio) with one WebGL frame: drawn on the main thread, or by a worker on the
 * canvas's OffscreenCanvas.
 */
function WebGlPage({ drawer }: { drawer: 'main' | 'offscreen' | 'worker' }) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = canvasRef.current!;
    canvas.width = Math.round(328 * devicePixelRatio);
    canvas.height = Math.round(300 * devicePixelRatio);
    if (drawer === 'main') {
      drawOneFrame(canvas);
      return undefined;
    }
    if (drawer === 'offscreen') {
      drawOneFrame(canvas.transferControlToOffscreen());
      return undefined;
    }
    const worker = new Worker(new URL('./webgl-worker.ts', import.meta.url), { type: 'module' });
    const offscreen = canvas.transferControlToOffscreen();
    worker.postMessage({ canvas: offscreen }, [offscreen]);
    return undefined;
  }, [drawer]);
  return (
    <>
      <p>{t('text')}</p>
      <canvas ref={canvasRef} style={{ width: 328, height: 300, display: 'block' }} />
    </>
  );
}

function Shell() {
  const { t } = useTranslation();
  return (
    <>
      <header>{t('title')}</header>
      <Routes>
        <Route path="/" element={<StaticPage />} />
        <Route path="/dados" element={<DataPage />} />
        <Route path="/webgl" element={<WebGlPage drawer="main" />} />
        <Route path="/webgl-offscreen" element={<WebGlPage drawer="offscreen" />} />
        <Route path="/webgl-worker" element={<WebGlPage drawer="worker" />} />
      </Routes>
    </>
  );
}

createRoot(document.getElementById('root')!).render(<HashRouter><Shell /></HashRouter>);
