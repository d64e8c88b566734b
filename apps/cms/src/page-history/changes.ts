/**
 * What changed between two versions of a page, field by field, in the words the admin's edit view uses
 * ("Hero › Heading: 'Old' → 'New'"), never as JSON paths. Pure: the labels come in as a tree (labels.ts builds
 * it from the Content Manager's own field labels), the two versions as the document service reads them.
 */

/** A field as the edit view names it, with what is inside it when it is a group of fields. */
export type FieldLabel =
  | { readonly kind: 'value'; readonly label: string }
  | { readonly kind: 'media'; readonly label: string; readonly multiple: boolean }
  | {
      readonly kind: 'group';
      readonly label: string;
      /** A list of items the editor adds, removes and drags (a repeatable component). */
      readonly repeatable: boolean;
      /** The field that names an item in a list (the edit view's "entry title"), if any. */
      readonly itemName?: string;
      readonly fields: FieldLabels;
    };

/** The fields of a page or of a group, in the edit view's order. */
export type FieldLabels = Readonly<Record<string, FieldLabel>>;

export interface PageChange {
  /** Where, from the page's field down: ["Hero", "Heading"], ["Leadership team", "Leaders", "Jane Doe", "Biography"]. */
  readonly where: readonly string[];
  /** The value in the version being looked at, in words. */
  readonly before: string;
  /** The value now. */
  readonly after: string;
}

type Fields = Readonly<Record<string, unknown>>;

/** The field that gives every item of a list a stable identity through saves and reorders (item-ids.ts). */
const ITEM_IDENTITY = 'itemId';

const EMPTY = '(empty)';
/** A long text is shown by its beginning: enough to recognise it, not a page of Markdown in a list. */
export const SHOWN_TEXT_LENGTH = 140;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** "Banner · the hero at the top of this page" names the field "Banner": the words after "·" are its hint. */
export function shortLabel(label: string): string {
  const [name] = label.split(' · ');
  return (name ?? label).trim() || label;
}

const isBlank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** A value as the marketer reads it: quoted text cut to its beginning, numbers, yes/no, or "(empty)". */
export function spoken(value: unknown): string {
  if (isBlank(value)) return EMPTY;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    const text = value.replace(/\s+/g, ' ').trim();
    return `'${text.length > SHOWN_TEXT_LENGTH ? `${text.slice(0, SHOWN_TEXT_LENGTH - 1).trimEnd()}…` : text}'`;
  }
  return `'${JSON.stringify(value)}'`;
}

/** "Hero › Heading: 'Old' → 'New'". */
export function describeChange(change: PageChange): string {
  return `${change.where.join(' › ')}: ${change.before} → ${change.after}`;
}

const sameValue = (a: unknown, b: unknown) =>
  (isBlank(a) && isBlank(b)) || (typeof a === 'object' ? JSON.stringify(a) === JSON.stringify(b) : a === b);

interface MediaFile {
  readonly id?: unknown;
  readonly name?: unknown;
}

const mediaFiles = (value: unknown): MediaFile[] =>
  (Array.isArray(value) ? value : isBlank(value) ? [] : [value]).filter(isFields) as MediaFile[];

const mediaWords = (files: readonly MediaFile[]) =>
  files.length === 0 ? EMPTY : files.map((file) => `'${String(file.name ?? `file ${String(file.id)}`)}'`).join(', ');

/** An item's name in a list: its naming field, else its place ("item 3"). */
function itemName(label: FieldLabel & { kind: 'group' }, item: Fields, index: number): string {
  const named = label.itemName ? item[label.itemName] : undefined;
  return typeof named === 'string' && named.trim() !== '' ? `'${spoken(named).slice(1, -1)}'` : `item ${index + 1}`;
}

function groupChanges(
  where: readonly string[],
  fields: FieldLabels,
  before: Fields,
  after: Fields,
  into: PageChange[],
): void {
  for (const [name, label] of Object.entries(fields)) {
    fieldChanges([...where, shortLabel(label.label)], label, before[name], after[name], into);
  }
}

function listChanges(
  where: readonly string[],
  label: FieldLabel & { kind: 'group' },
  before: readonly Fields[],
  after: readonly Fields[],
  into: PageChange[],
): void {
  const identity = (item: Fields) => item[ITEM_IDENTITY];
  const identified = [...before, ...after].every((item) => typeof identity(item) === 'number');
  if (!identified) {
    // Without stable ids, items are compared by their place in the list.
    for (let index = 0; index < Math.max(before.length, after.length); index += 1) {
      const old = before[index];
      const now = after[index];
      if (old && now) groupChanges([...where, itemName(label, now, index)], label.fields, old, now, into);
      else if (now) into.push({ where: [...where, itemName(label, now, index)], before: 'not there', after: 'added' });
      else if (old) into.push({ where: [...where, itemName(label, old, index)], before: 'there', after: 'removed' });
    }
    return;
  }
  const oldById = new Map(before.map((item) => [identity(item), item]));
  const newIds = new Set(after.map(identity));
  before.forEach((item, index) => {
    if (!newIds.has(identity(item)))
      into.push({ where: [...where, itemName(label, item, index)], before: 'there', after: 'removed' });
  });
  after.forEach((item, index) => {
    const old = oldById.get(identity(item));
    if (old) groupChanges([...where, itemName(label, item, index)], label.fields, old, item, into);
    else into.push({ where: [...where, itemName(label, item, index)], before: 'not there', after: 'added' });
  });
  const kept = (items: readonly Fields[], others: ReadonlySet<unknown>) =>
    items.map(identity).filter((id) => others.has(id));
  const keptBefore = kept(before, newIds);
  const keptAfter = kept(after, new Set(before.map(identity)));
  if (keptBefore.join() !== keptAfter.join()) {
    const names = (items: readonly Fields[]) =>
      items
        .filter((item) => keptAfter.includes(identity(item)))
        .map((item, index) => itemName(label, item, index))
        .join(', ');
    into.push({ where, before: `in the order ${names(before)}`, after: `in the order ${names(after)}` });
  }
}

function fieldChanges(
  where: readonly string[],
  label: FieldLabel,
  before: unknown,
  after: unknown,
  into: PageChange[],
): void {
  if (label.kind === 'value') {
    if (!sameValue(before, after)) into.push({ where, before: spoken(before), after: spoken(after) });
    return;
  }
  if (label.kind === 'media') {
    const old = mediaFiles(before);
    const now = mediaFiles(after);
    if (old.map((file) => file.id).join() !== now.map((file) => file.id).join())
      into.push({ where, before: mediaWords(old), after: mediaWords(now) });
    return;
  }
  if (label.repeatable) {
    const list = (value: unknown) => (Array.isArray(value) ? value.filter(isFields) : []);
    listChanges(where, label, list(before), list(after), into);
    return;
  }
  // A group that one side does not have compares as empty fields, so each field that has words shows.
  if (!isFields(before) && !isFields(after)) return;
  groupChanges(where, label.fields, isFields(before) ? before : {}, isFields(after) ? after : {}, into);
}

/** Every difference between a version of a page (`before`) and its content now (`after`), in the edit view's order. */
export function pageChanges(labels: FieldLabels, before: Fields, after: Fields): PageChange[] {
  const changes: PageChange[] = [];
  groupChanges([], labels, before, after, changes);
  return changes;
}
