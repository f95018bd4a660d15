/**
 * The baseline of `npm run bench:lighthouse`: the product owner's client stack, axios included,
 * and nothing of ours, served by the app's server. `#/` paints a heading and a paragraph of static
 * text (as the login page first shows), `#/dados` a paragraph that waits for one API call (as the
 * wallet and home do). What the app's pages score under it is what our code costs.
 */
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter, Route, Routes } from 'react-router';
import axios from 'axios';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { create } from 'zustand';

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

function Shell() {
  const { t } = useTranslation();
  return (
    <>
      <header>{t('title')}</header>
      <Routes>
        <Route path="/" element={<StaticPage />} />
        <Route path="/dados" element={<DataPage />} />
      </Routes>
    </>
  );
}

createRoot(document.getElementById('root')!).render(<HashRouter><Shell /></HashRouter>);
