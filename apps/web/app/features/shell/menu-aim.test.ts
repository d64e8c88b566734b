import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { isHeadingToward, MENU_AIM_DELAY_MS, MenuAim, type NearEdge, type Point, PointerTrail } from './menu-aim';

// Level 1 in a column from x 0 to 400; the open level 2 from x 420, y 100 to 500 (the panel's height).
const column: NearEdge = { left: 420, top: 100, bottom: 500 };

describe('isHeadingToward', () => {
  it('is true for a move into the triangle toward the open column', () => {
    expect(isHeadingToward({ x: 100, y: 200 }, { x: 130, y: 230 }, column)).toBe(true);
    expect(isHeadingToward({ x: 100, y: 200 }, { x: 130, y: 190 }, column)).toBe(true);
  });

  it('is false for a move straight down, to the left, or out of the triangle', () => {
    expect(isHeadingToward({ x: 100, y: 200 }, { x: 100, y: 240 }, column)).toBe(false);
    expect(isHeadingToward({ x: 100, y: 200 }, { x: 80, y: 230 }, column)).toBe(false);
    // Mostly downward: past the line from where it came to the column's lower corner.
    expect(isHeadingToward({ x: 100, y: 480 }, { x: 105, y: 560 }, column)).toBe(false);
    expect(isHeadingToward({ x: 100, y: 200 }, { x: 100, y: 200 }, column)).toBe(false);
  });

  it('widens the column by the tolerance at both ends', () => {
    expect(isHeadingToward({ x: 300, y: 480 }, { x: 330, y: 492 }, column, 40)).toBe(true);
    expect(isHeadingToward({ x: 300, y: 480 }, { x: 330, y: 492 }, column, 0)).toBe(false);
  });
});

describe('MenuAim', () => {
  let trail: PointerTrail;
  let activate: ReturnType<typeof vi.fn<(index: number) => void>>;
  let open: NearEdge | null;
  let aim: MenuAim;

  const move = (...points: Point[]) => {
    for (const point of points) trail.record(point);
  };

  beforeEach(() => {
    vi.useFakeTimers();
    trail = new PointerTrail();
    activate = vi.fn<(index: number) => void>();
    open = column;
    aim = new MenuAim({ trail, openColumn: () => open, activate });
  });
  afterEach(() => {
    aim.cancel();
    vi.useRealTimers();
  });

  it('activates at once when no column is open', () => {
    open = null;
    move({ x: 100, y: 100 }, { x: 110, y: 110 });
    aim.enter(2, { x: 120, y: 120 }, false);
    expect(activate).toHaveBeenCalledWith(2);
  });

  it('activates at once when the pointer is not heading into the open column', () => {
    move({ x: 100, y: 200 }, { x: 100, y: 220 });
    aim.enter(3, { x: 100, y: 240 }, false);
    expect(activate).toHaveBeenCalledWith(3);
  });

  it('waits while the pointer crosses an entry on its way into the column, and forgets it once left', () => {
    move({ x: 100, y: 200 }, { x: 120, y: 215 });
    aim.enter(3, { x: 140, y: 230 }, false);
    expect(activate).not.toHaveBeenCalled();
    move({ x: 140, y: 230 }, { x: 200, y: 260 });
    aim.leave(3);
    vi.advanceTimersByTime(MENU_AIM_DELAY_MS * 3);
    expect(activate).not.toHaveBeenCalled();
  });

  it('switches when the pointer rests on the entry it crossed', () => {
    move({ x: 100, y: 200 }, { x: 120, y: 215 });
    aim.enter(3, { x: 140, y: 230 }, false);
    move({ x: 140, y: 230 });
    vi.advanceTimersByTime(MENU_AIM_DELAY_MS - 1);
    expect(activate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(activate).toHaveBeenCalledWith(3);
  });

  it('keeps waiting while the pointer still moves toward the column, then switches once it stops', () => {
    move({ x: 100, y: 200 }, { x: 120, y: 215 });
    aim.enter(3, { x: 140, y: 230 }, false);
    move({ x: 140, y: 230 }, { x: 150, y: 236 }, { x: 160, y: 242 });
    vi.advanceTimersByTime(MENU_AIM_DELAY_MS);
    expect(activate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MENU_AIM_DELAY_MS);
    expect(activate).toHaveBeenCalledWith(3);
  });

  it('does nothing for the entry that is already open', () => {
    move({ x: 100, y: 200 }, { x: 120, y: 215 });
    aim.enter(1, { x: 140, y: 230 }, true);
    vi.advanceTimersByTime(MENU_AIM_DELAY_MS * 2);
    expect(activate).not.toHaveBeenCalled();
  });
});
