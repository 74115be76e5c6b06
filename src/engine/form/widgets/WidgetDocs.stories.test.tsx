import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { widgetNames } from '../widgets';
import { WIDGET_DOCS } from './_parts/widget-docs';
import * as stories from './WidgetDocs.stories';

describe('WidgetDocs stories', () => {
  for (const [name, Story] of Object.entries(composeStories(stories)))
    it(name, async () => {
      await Story.run();
    });

  it('has a docs page for every widget of the theme', () => {
    const documented = WIDGET_DOCS.map((d) => d.widget);
    for (const widget of widgetNames) expect(documented, widget).toContain(widget);
    expect(Object.keys(stories).filter((k) => k !== 'default')).toEqual(expect.arrayContaining(documented));
  });

  it('every widget has a story for each of the six states', () => {
    const files = {
      ...import.meta.glob('./*Widget/*Widget.stories.tsx', { eager: true }),
      ...import.meta.glob('../../lines/LineTableWidget/LineTableWidget.stories.tsx', { eager: true }),
    } as Record<string, Record<string, unknown>>;
    const states = ['Empty', 'Filled', 'Error', 'Disabled', 'ReadOnly', 'Required'];
    for (const widget of widgetNames) {
      const file = Object.keys(files).find((f) => f.endsWith(`/${widget}.stories.tsx`));
      expect(file, widget).toBeDefined();
      expect(Object.keys(files[file!]), widget).toEqual(expect.arrayContaining(states));
    }
  });
});
