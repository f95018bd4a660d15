/**
 * The second baseline of `npm run bench:bundle`: React 19 and react-router's HashRouter alone (the
 * "bare stack" usually quoted at 80 kB), to show what i18next and zustand add to the first one.
 */
import { createRoot } from 'react-dom/client';
import { HashRouter, Link, Route, Routes, useNavigate } from 'react-router';

function Home() {
  const navigate = useNavigate();
  return <button type="button" onClick={() => navigate('/outra')}>Olá</button>;
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
