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
});
