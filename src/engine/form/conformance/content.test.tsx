import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formContent, losses } from './content';

// The comparison's yardstick itself: a lost text or control is reported.
describe('formContent / losses', () => {
  const core = () =>
    formContent(
      render(
        <form>
          <fieldset>
            <legend id="root__title">Kişi</legend>
            <div id="root__description">Açıklama</div>
            <label htmlFor="a">Ad</label>
            <input id="a" />
            <select id="b">
              <option value="" />
              <option value="0">Mavi</option>
            </select>
            <input id="root_x-key" />
            <button type="button" id="root__add" />
          </fieldset>
        </form>,
      ).container,
    );

  it('reads titles, descriptions, options and controls', () => {
    const c = core();
    expect(c.titles).toEqual(['Ad', 'Kişi']);
    expect(c.descriptions).toEqual(['Açıklama']);
    expect(c.options).toEqual(['Mavi']);
    expect(c.controls).toMatchObject({ entry: 2, key: 1, add: 1 });
  });

  it('reports what the other render lacks', () => {
    const ours = formContent(
      render(
        <form>
          <label htmlFor="a">Ad</label>
          <input id="a" />
        </form>,
      ).container,
    );
    expect(losses(core(), ours)).toEqual([
      'title "Kişi"',
      'description "Açıklama"',
      'option "Mavi"',
      'control entry: 1 of 2',
      'control key: 0 of 1',
      'control add: 0 of 1',
    ]);
  });
});
