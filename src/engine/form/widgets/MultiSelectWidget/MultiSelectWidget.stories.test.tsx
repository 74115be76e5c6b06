import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import * as stories from './MultiSelectWidget.stories';

describe('MultiSelectWidget stories', () => {
  for (const [name, Story] of Object.entries(composeStories(stories)))
    it(name, async () => {
      await Story.run();
    });
});
