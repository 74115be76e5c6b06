import type { Preview } from '@storybook/react-vite';
import { createElement } from 'react';
import { PopupLayer } from '../src/engine/popups/Popup';
import '../src/app/theme.css';

const preview: Preview = {
  parameters: { controls: { expanded: true } },
  // The engine's popups (portals) draw inside the story's canvas, where its play function looks for them.
  decorators: [(Story) => createElement(PopupLayer, null, createElement(Story))],
};
export default preview;
