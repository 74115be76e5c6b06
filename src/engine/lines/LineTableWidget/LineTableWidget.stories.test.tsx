import { composeStories } from '@storybook/react-vite';
import { afterAll, afterEach, beforeAll, describe, it, vi } from 'vitest';
import { dismissToast, getToasts } from '../../../services/notify';
import * as stories from './LineTableWidget.stories';

describe('LineTableWidget stories', () => {
  // jsdom lays nothing out: AG Grid hides a popup editor whose cell has an empty rectangle, so cells get one.
  let rect: ReturnType<typeof vi.spyOn>;
  beforeAll(() => {
    rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({
      x: 10,
      y: 10,
      top: 10,
      left: 10,
      bottom: 50,
      right: 210,
      width: 200,
      height: 40,
      toJSON: () => ({}),
    }));
  });
  afterAll(() => rect.mockRestore());
  afterEach(() => getToasts().forEach((t) => dismissToast(t.id)));

  for (const [name, Story] of Object.entries(composeStories(stories)))
    it(
      name,
      async () => {
        await Story.run();
      },
      30_000,
    );
});
