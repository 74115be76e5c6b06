import { afterEach, expect, inject } from 'vitest';
import { page } from 'vitest/browser';
import { emptyProblems, lookProblems } from './story-checks';

// Runs after every story of the `storybook` project (real Chromium), on the canvas as the play function left it —
// what a QA reviewer sees in Storybook (docs/design-system.md "Storybook"):
// - an "Empty" story shows no value (emptyProblems) and its screenshot is saved under test-results/stories/;
// - a "Disabled" / "ReadOnly" story's fields look different from the same field editable, and from each other.
afterEach(async (context) => {
  const story = (context as unknown as { story?: { id: string; parameters: { emptyWithin?: string } } })
    .story;
  if (!story || context.task.result?.state === 'fail') return;
  const root = document.body;
  const name = context.task.name;
  if (name === 'Empty') {
    // parameters.emptyWithin: the part that is empty when the story shows a widget inside a form that has
    // defaults of its own (the line grid under an invoice header).
    const within = story.parameters.emptyWithin ? root.querySelector(story.parameters.emptyWithin) : root;
    expect(within, `${story.id}: no ${story.parameters.emptyWithin}`).not.toBeNull();
    expect(emptyProblems(within!), `${story.id}: the Empty story shows a value`).toEqual([]);
    await page.screenshot({ path: `${inject('storyShots')}/${story.id}.png` });
  }
  if (name === 'Disabled' || name === 'Read Only')
    expect(lookProblems(root), `${story.id}: looks like an editable field`).toEqual([]);
});

declare module 'vitest' {
  export interface ProvidedContext {
    storyShots: string;
  }
}
