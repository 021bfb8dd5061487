import type { ComponentContent, LibraryComponent } from './library.ts';

/**
 * The canvas rules (docs/product.md, 'Drag and drop builder') as pure functions over an ordered
 * list. The modal keeps the list in React state and only ever replaces it with the result of one of
 * these, so every rule (and every edge case, like a drop with no destination) is unit-tested
 * without a browser.
 */
export interface CanvasItem {
  /**
   * Library id plus a timestamp (docs/product.md, 'Drag and drop builder'); unique within the
   * canvas.
   */
  id: string;
  libraryId: string;
  type: string;
  title: string;
  description: string;
  /** Zero-based index, kept in step with the list order after every change. */
  position: number;
  content: ComponentContent;
}

/** What is being dragged: a library card (adds a copy) or a canvas item (reorders). */
export type DragSource = { kind: 'library'; componentId: string } | { kind: 'canvas'; itemId: string };

/** Where it was let go. `after` says the pointer was in the lower half of the item. */
export type DropTarget =
  | { kind: 'item'; itemId: string; after?: boolean }
  | { kind: 'end' }
  | { kind: 'library' }
  | null;

export type DropPlan = { kind: 'insert'; index: number } | { kind: 'move'; from: number; to: number };

/** Deep copy, so edits to one canvas item never leak into the library or into a duplicate. */
export const cloneContent = (content: ComponentContent): ComponentContent => structuredClone(content);

const renumber = (items: CanvasItem[]): CanvasItem[] =>
  items.map((item, position) => (item.position === position ? item : { ...item, position }));

/** `{libraryId}-{timestamp}`, with a counter suffix when two items are created in the same ms. */
export function makeCanvasId(libraryId: string, taken: Iterable<string>, now: number): string {
  const used = new Set(taken);
  const base = `${libraryId}-${now}`;
  if (!used.has(base)) return base;
  let counter = 2;
  while (used.has(`${base}-${counter}`)) counter++;
  return `${base}-${counter}`;
}

export function createCanvasItem(component: LibraryComponent, id: string, now: number): CanvasItem {
  return {
    id,
    libraryId: component.id,
    type: component.type,
    title: component.title,
    description: component.description,
    position: 0,
    content: { ...cloneContent(component.defaultContent), ...component.timedDefaults?.(now) },
  };
}

const clampIndex = (index: number, length: number) => Math.max(0, Math.min(Math.trunc(index), length));

/** The generation request accepts at most 40 builder components (`builderLayout` in the shared schema). */
export const MAX_CANVAS_ITEMS = 40;
export const isCanvasFull = (items: readonly unknown[]) => items.length >= MAX_CANVAS_ITEMS;

/** Every way of adding goes through here, so a full canvas refuses them all alike. */
export function insertItem(items: CanvasItem[], item: CanvasItem, index: number): CanvasItem[] {
  if (isCanvasFull(items)) return items;
  const at = clampIndex(index, items.length);
  return renumber([...items.slice(0, at), item, ...items.slice(at)]);
}

/** A fresh copy of a library component at `index` (default: the end). */
export function addFromLibrary(
  items: CanvasItem[],
  component: LibraryComponent,
  now: number,
  index = items.length,
): CanvasItem[] {
  const id = makeCanvasId(
    component.id,
    items.map((item) => item.id),
    now,
  );
  return insertItem(items, createCanvasItem(component, id, now), index);
}

export function moveItem(items: CanvasItem[], from: number, to: number): CanvasItem[] {
  if (from === to || !items[from] || to < 0 || to >= items.length) return items;
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return renumber(next);
}

/** Inserts a deep copy with a new id right after the original. */
export function duplicateItem(items: CanvasItem[], id: string, now: number): CanvasItem[] {
  const index = items.findIndex((item) => item.id === id);
  const original = items[index];
  if (!original) return items;
  const copy: CanvasItem = {
    ...original,
    id: makeCanvasId(
      original.libraryId,
      items.map((item) => item.id),
      now,
    ),
    content: cloneContent(original.content),
  };
  return insertItem(items, copy, index + 1);
}

export function removeItem(items: CanvasItem[], id: string): CanvasItem[] {
  const next = items.filter((item) => item.id !== id);
  return next.length === items.length ? items : renumber(next);
}

/** Save Changes in the edit dialog: the draft replaces the item with the same id, in place. */
export function replaceItem(items: CanvasItem[], updated: CanvasItem): CanvasItem[] {
  const index = items.findIndex((item) => item.id === updated.id);
  if (index < 0) return items;
  return renumber(items.map((item, i) => (i === index ? updated : item)));
}

/** Decides what a drop means, or null when it must be ignored. Shared by the reducer and the announcer. */
export function planDrop(items: CanvasItem[], source: DragSource, target: DropTarget): DropPlan | null {
  // No destination, or the library itself: library items cannot be dropped back into the library.
  if (!target || target.kind === 'library') return null;
  if (source.kind === 'library') {
    if (isCanvasFull(items)) return null;
    if (target.kind === 'end') return { kind: 'insert', index: items.length };
    const index = items.findIndex((item) => item.id === target.itemId);
    if (index < 0) return null;
    return { kind: 'insert', index: target.after ? index + 1 : index };
  }
  const from = items.findIndex((item) => item.id === source.itemId);
  if (from < 0) return null;
  const to = target.kind === 'end' ? items.length - 1 : items.findIndex((item) => item.id === target.itemId);
  if (to < 0 || to === from) return null;
  return { kind: 'move', from, to };
}

/** Applies a drag-and-drop gesture; returns the same array when nothing changes. */
export function applyDrop(
  items: CanvasItem[],
  source: DragSource,
  target: DropTarget,
  resolveComponent: (id: string) => LibraryComponent | undefined,
  now: number,
): CanvasItem[] {
  const plan = planDrop(items, source, target);
  if (!plan) return items;
  if (plan.kind === 'move') return moveItem(items, plan.from, plan.to);
  const component = source.kind === 'library' ? resolveComponent(source.componentId) : undefined;
  return component ? addFromLibrary(items, component, now, plan.index) : items;
}

const count = (value: unknown, one: string, many: string) => {
  const n = Array.isArray(value) ? value.length : 0;
  return `${n} ${n === 1 ? one : many}`;
};

/** The one-line summary under each canvas item (docs/product.md, 'Drag and drop builder'). */
export function summarizeItem(item: Pick<CanvasItem, 'type' | 'content'>): string {
  const c = item.content;
  switch (item.type) {
    case 'hero': {
      const headline =
        typeof c.headline === 'string' && c.headline.trim() ? c.headline.trim() : 'No headline';
      const cta = typeof c.ctaText === 'string' && c.ctaText.trim() ? c.ctaText.trim() : 'no button';
      return `${headline} · CTA: ${cta}`;
    }
    case 'features':
      return count(c.items, 'feature', 'features');
    case 'testimonials':
      return count(c.items, 'testimonial', 'testimonials');
    case 'pricing':
      return count(c.plans, 'plan', 'plans');
    default:
      return `${item.type} component`;
  }
}

/** 'Add components…' / '1 component in your layout' / 'N components in your layout'. */
export function layoutStatus(n: number): string {
  if (n === 0) return 'Add components to start building your page layout';
  return `${n} ${n === 1 ? 'component' : 'components'} in your layout`;
}

export const componentCount = (n: number) => `${n} ${n === 1 ? 'component' : 'components'}`;

/** Generate is disabled (and a no-op) only when there is nothing at all to build from. */
export const canGenerate = (items: readonly unknown[], instructions: string) =>
  items.length > 0 || instructions.trim().length > 0;
