import { afterAll } from 'vitest';
import { initI18n } from '#web/shell/i18n/i18n.ts';
import { allTextsIn } from './all-texts.ts';

/** Web tests (Vitest setup file): i18next holds the English texts of every module before a file runs. */
initI18n('en-US', allTextsIn('en-US'));

// React work a file's last screen left scheduled (a closing motion, a late answer) runs while the
// document still exists: the environment is torn down right after the file, and a render then
// fails with "window is not defined" outside any test.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 50)));
