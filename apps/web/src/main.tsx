import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './shell/App.tsx';
import { initI18n } from './shell/i18n/i18n.ts';
import { startShellServices } from './shell/start.ts';
import './shell/app.css';

initI18n();
startShellServices();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppRoot />
  </StrictMode>,
);
