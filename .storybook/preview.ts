import type { Preview } from '@storybook/react-vite';
// The design tokens first (every colour of the theme is one), as the app does (src/app/App.tsx).
import '../src/app/tokens.css';
import { createElement } from 'react';
import { PopupLayer } from '../src/engine/popups/Popup';
import { setRecordPages } from '../src/engine/page/modals/record-pages';
import { pages } from '../src/schemas';
import '../src/app/theme.css';
import { configure } from 'storybook/test';
import { dismissToast, getToasts } from '../src/services/notify';

// findBy… / waitFor wait up to 5 s, as in the jsdom suite (src/test-setup.ts): a list's first render loads AG Grid's
// chunks, which on a busy CI machine takes longer than a second. Something that never appears still fails.
configure({ asyncUtilTimeout: 5000 });

// The engine names no page: the app's page registry is handed to it here, as src/app/App.tsx does at start (a
// select's "+" opens the table's form; a story reads a real page's rules by table name).
setRecordPages(pages);

const preview: Preview = {
  parameters: { controls: { expanded: true } },
  // Toasts live in a module-wide store: a story starts without the toasts of the one shown before it (in
  // Storybook and in the Chromium run, where the stories of a file share one page).
  beforeEach: () => {
    getToasts().forEach((t) => dismissToast(t.id));
  },
  // The engine's popups (portals) draw inside the story's canvas, where its play function looks for them.
  decorators: [(Story) => createElement(PopupLayer, null, createElement(Story))],
};
export default preview;
