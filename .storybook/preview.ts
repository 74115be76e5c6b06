import type { Preview } from '@storybook/react-vite';
import '../src/app/theme.css';

const preview: Preview = {
  parameters: { controls: { expanded: true } },
};
export default preview;
