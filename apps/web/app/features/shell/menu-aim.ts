/**
 * Which mega-menu entry a moving pointer means (issue 20, item 4). Moving diagonally from "Digital Marketing"
 * to one of its entries in the next column crosses "Technology & Engineering"; switching on every entry the
 * pointer touches would swap the column away from under it. As large commerce menus do (Amazon's "menu aim",
 * Ben Kamens 2013), an entry entered while the pointer heads into the open column, inside the triangle between
 * where it came from and that column's near edge, waits a short intent delay; a pointer that rests there, or
 * turns away, switches. A few lines of geometry, so no dependency.
 */

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** The near (left) edge of the open column: every deeper level of the menu opens to the right. */
export interface NearEdge {
  readonly left: number;
  readonly top: number;
  readonly bottom: number;
}

/** How long an entry crossed on the way into the open column waits before it takes over. */
export const MENU_AIM_DELAY_MS = 300;

/** The near edge is taken this much taller at each end, so aiming at its first or last entry counts too. */
export const MENU_AIM_TOLERANCE_PX = 40;

/** The last few pointer positions over the panel: the oldest against the newest gives the pointer's heading. */
export class PointerTrail {
  private readonly points: Point[] = [];

  record(point: Point): void {
    this.points.push(point);
    if (this.points.length > 3) this.points.shift();
  }

  get oldest(): Point | undefined {
    return this.points[0];
  }

  get latest(): Point | undefined {
    return this.points[this.points.length - 1];
  }
}

const side = (p: Point, a: Point, b: Point) => (p.x - b.x) * (a.y - b.y) - (a.x - b.x) * (p.y - b.y);

/** True when the pointer, moving from `from` to `to`, went right and stayed in the triangle toward `column`. */
export function isHeadingToward(from: Point, to: Point, column: NearEdge, tolerance = MENU_AIM_TOLERANCE_PX): boolean {
  if (to.x <= from.x) return false;
  const top = { x: column.left, y: column.top - tolerance };
  const bottom = { x: column.left, y: column.bottom + tolerance };
  const sides = [side(to, from, top), side(to, top, bottom), side(to, bottom, from)];
  return !(sides.some((value) => value < 0) && sides.some((value) => value > 0));
}

const samePoint = (a: Point, b: Point) => a.x === b.x && a.y === b.y;

export interface MenuAimOptions {
  readonly trail: PointerTrail;
  /** The near edge of the column the active entry has open, or null when none is open. */
  readonly openColumn: () => NearEdge | null;
  readonly activate: (index: number) => void;
  readonly delayMs?: number;
}

/** The pointer's side of one menu level: entering an entry activates it now, or after the intent delay. */
export class MenuAim {
  private hovered: number | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Where the pointer was when the last delay started: still there at its end means the pointer rested. */
  private delayedAt: Point | null = null;

  constructor(private readonly options: MenuAimOptions) {}

  /** The pointer entered entry `index` at `point`; `isActive` says whether that entry is the open one. */
  enter(index: number, point: Point, isActive: boolean): void {
    this.hovered = index;
    this.cancel();
    if (!isActive) this.decide(point);
  }

  /** The pointer left entry `index` (into the open column, say): a switch still waiting for it is off. */
  leave(index: number): void {
    if (this.hovered !== index) return;
    this.hovered = null;
    this.cancel();
  }

  cancel(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.delayedAt = null;
  }

  private decide(point: Point): void {
    const index = this.hovered;
    if (index === null) return;
    const column = this.options.openColumn();
    const from = this.options.trail.oldest;
    const rested = this.delayedAt !== null && samePoint(this.delayedAt, point);
    if (column && from && !rested && isHeadingToward(from, point, column)) {
      this.delayedAt = point;
      this.timer = setTimeout(() => {
        this.timer = null;
        this.decide(this.options.trail.latest ?? point);
      }, this.options.delayMs ?? MENU_AIM_DELAY_MS);
      return;
    }
    this.delayedAt = null;
    this.options.activate(index);
  }
}
