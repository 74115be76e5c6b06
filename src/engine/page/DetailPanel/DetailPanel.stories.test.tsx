import { composeStories } from '@storybook/react-vite';
import { afterEach, describe, it } from 'vitest';
import { closeAllModals } from '../modals';
import * as stories from './DetailPanel.stories';

describe('DetailPanel stories', () => {
  afterEach(() => closeAllModals());
  for (const [name, Story] of Object.entries(composeStories(stories)))
    it(name, async () => {
      await Story.run();
    });
});
