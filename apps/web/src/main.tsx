import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './app/App.tsx';
import { loadTexts } from './app/texts.ts';
import { registerTextsLoader, startI18n } from './shell/i18n/i18n.ts';
import { startShellServices } from './shell/start.ts';
import './shell/app.css';

startShellServices();
registerTextsLoader(loadTexts);

// the chosen language's texts arrive as a chunk of their own before the first render
void startI18n().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppRoot />
    </StrictMode>,
  ),
);
