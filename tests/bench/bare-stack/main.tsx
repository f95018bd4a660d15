/**
 * The baseline of `npm run bench:bundle`: the product owner's client stack and nothing of ours —
 * React 19, react-router's HashRouter, i18next with react-i18next, zustand — used the least a page
 * can (one translated text, one store value, one navigation). What the app adds is measured above it.
 */
import { createRoot } from 'react-dom/client';
import { HashRouter, Link, Route, Routes, useNavigate } from 'react-router';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { create } from 'zustand';

void i18next.use(initReactI18next).init({ lng: 'pt', resources: { pt: { translation: { hello: 'Olá, {{count}}' } } } });

const useCounter = create<{ count: number; add: () => void }>((set) => ({ count: 0, add: () => set((s) => ({ count: s.count + 1 })) }));

function Home() {
  const { t } = useTranslation();
  const count = useCounter((s) => s.count);
  const navigate = useNavigate();
  return <button type="button" onClick={() => navigate('/outra')}>{t('hello', { count })}</button>;
}

createRoot(document.getElementById('root')!).render(
  <HashRouter>
    <Link to="/">Início</Link>
    <Routes>
      <Route path="/" element={<Home />} />
      <Route path="/outra" element={<Home />} />
    </Routes>
  </HashRouter>,
);
