import { describe, expect, it } from 'vitest';
import { modalWidth } from './breakpoints';

describe('modal widths by the breakpoints 368, 768, 992, 1200, 1400 (002 §2)', () => {
  it('takes the widest breakpoint that fits the viewport, up to the modal’s own', () => {
    expect(modalWidth(1920, 1400)).toBe(1400);
    expect(modalWidth(1920)).toBe(992);
    expect(modalWidth(1440, 1400)).toBe(1400);
    expect(modalWidth(1300, 1400)).toBe(1200);
    expect(modalWidth(1232, 1400)).toBe(1200);
    expect(modalWidth(1231, 1400)).toBe(992);
    expect(modalWidth(1000, 1200)).toBe(768);
    expect(modalWidth(800, 1200)).toBe(768);
    expect(modalWidth(799, 1200)).toBe(368);
  });
  it('uses all the room there is below the smallest breakpoint', () => {
    expect(modalWidth(375, 992)).toBe(343);
    expect(modalWidth(20, 992)).toBe(0);
  });
});
