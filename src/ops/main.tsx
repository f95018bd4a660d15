/** The operator console's entry (vite.ops.config.ts): served at /ops/, never part of the member bundle. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Console } from './shell/Console.tsx';
import './console.css';

createRoot(document.getElementById('console-root')!).render(
  <StrictMode>
    <Console />
  </StrictMode>,
);
