import { initI18n } from '#web/shell/i18n/i18n.ts';
import { allTextsIn } from './all-texts.ts';

/** Web tests (Vitest setup file): i18next holds the English texts of every module before a file runs. */
initI18n('en-US', allTextsIn('en-US'));
