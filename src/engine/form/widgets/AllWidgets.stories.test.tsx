import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import * as stories from './AllWidgets.stories';

describe('all gui types on the test table', () => {
  for (const [name, Story] of Object.entries(composeStories(stories)))
    it(name, async () => {
      await Story.run();
    });
});
