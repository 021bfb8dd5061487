import { describe, expect, it } from 'vitest';
import {
  folderCounts,
  foldersOf,
  groupPages,
  inFolder,
  isSearching,
  libraryView,
  matchesSearch,
  type PageLike,
  pagesToMove,
  titleToSave,
} from './library-view.ts';

let nextId = 1;
const page = (fields: Partial<PageLike> = {}): PageLike => ({
  id: nextId++,
  title: 'Untitled',
  prompt: '',
  folderId: null,
  variationGroup: null,
  ...fields,
});

describe('groupPages', () => {
  it('folds pages sharing a group with more than one member into one card, in list order', () => {
    const a = page({ title: 'A' });
    const g1 = page({ variationGroup: 'g' });
    const b = page({ title: 'B' });
    const g2 = page({ variationGroup: 'g' });
    const items = groupPages([a, g1, b, g2]);
    expect(items).toEqual([
      { kind: 'page', page: a },
      { kind: 'group', groupId: 'g', pages: [g1, g2] },
      { kind: 'page', page: b },
    ]);
  });

  it('shows a lone group member as a standalone card', () => {
    const lone = page({ variationGroup: 'solo' });
    expect(groupPages([lone])).toEqual([{ kind: 'page', page: lone }]);
  });

  it('keeps different groups apart', () => {
    const pages = [
      page({ variationGroup: 'x' }),
      page({ variationGroup: 'y' }),
      page({ variationGroup: 'x' }),
      page({ variationGroup: 'y' }),
      page({ variationGroup: 'y' }),
    ];
    const items = groupPages(pages);
    expect(items.map((item) => (item.kind === 'group' ? [item.groupId, item.pages.length] : null))).toEqual([
      ['x', 2],
      ['y', 3],
    ]);
  });

  it('returns nothing for nothing', () => {
    expect(groupPages([])).toEqual([]);
  });
});

describe('matchesSearch', () => {
  const p = page({ title: 'Peak Plumbing', prompt: 'An emergency plumber in Denver' });
  it('matches title and prompt, ignoring case and surrounding spaces', () => {
    expect(matchesSearch(p, 'peak')).toBe(true);
    expect(matchesSearch(p, '  DENVER ')).toBe(true);
    expect(matchesSearch(p, 'Austin')).toBe(false);
  });
  it('treats a blank query as no filter', () => {
    expect(matchesSearch(p, '')).toBe(true);
    expect(matchesSearch(p, '   ')).toBe(true);
  });
});

describe('folders', () => {
  const unfiled = page();
  const inOne = page({ folderId: 1 });
  const inTwo = page({ folderId: 2 });
  const alsoOne = page({ folderId: 1 });
  const pages = [unfiled, inOne, inTwo, alsoOne];

  it("'All Pages' shows only pages without a folder; a folder shows its own", () => {
    expect(inFolder(pages, 'all')).toEqual([unfiled]);
    expect(inFolder(pages, 1)).toEqual([inOne, alsoOne]);
    expect(inFolder(pages, 3)).toEqual([]);
  });

  it('counts pages per folder', () => {
    const counts = folderCounts(pages);
    expect(counts.unfiled).toBe(1);
    expect(counts.byFolder.get(1)).toBe(2);
    expect(counts.byFolder.get(2)).toBe(1);
    expect(counts.byFolder.get(3)).toBeUndefined();
  });

  it('a move only touches pages not already in the target', () => {
    expect(pagesToMove([unfiled, inOne, alsoOne], 1)).toEqual([unfiled]);
    expect(pagesToMove([unfiled, inOne], null)).toEqual([inOne]);
  });
});

describe('libraryView', () => {
  it('filters by folder before grouping, so a group split across folders shows as singles', () => {
    const g1 = page({ variationGroup: 'g', title: 'Gym offer', folderId: 5 });
    const g2 = page({ variationGroup: 'g', title: 'Gym offer B' });
    const g3 = page({ variationGroup: 'g', title: 'Bakery' });
    expect(libraryView([g1, g2, g3], 'all', '')).toEqual([{ kind: 'group', groupId: 'g', pages: [g2, g3] }]);
    expect(libraryView([g1, g2, g3], 5, '')).toEqual([{ kind: 'page', page: g1 }]);
    expect(libraryView([g1, g2, g3], 5, '   ')).toEqual([{ kind: 'page', page: g1 }]);
  });

  it('searches every folder, whatever is selected, and groups the matches', () => {
    const filed = page({ title: 'Harbor Coffee', folderId: 7 });
    const elsewhere = page({ title: 'Harbor Tours', folderId: 8 });
    const unfiled = page({ title: 'Coffee cart', prompt: 'a harbor-side coffee cart' });
    const g1 = page({ variationGroup: 'h', title: 'Harbor gym', folderId: 7 });
    const g2 = page({ variationGroup: 'h', title: 'Harbor gym B' });
    const other = page({ title: 'Bakery', folderId: 7 });
    const pages = [filed, elsewhere, unfiled, g1, g2, other];
    const expected = [
      { kind: 'page', page: filed },
      { kind: 'page', page: elsewhere },
      { kind: 'page', page: unfiled },
      { kind: 'group', groupId: 'h', pages: [g1, g2] },
    ];
    // 'All Pages' alone holds only `unfiled`; folder 8 only `elsewhere`; folder 99 nothing.
    for (const selection of ['all', 7, 8, 99] as const)
      expect(libraryView(pages, selection, ' HARBOR ')).toEqual(expected);
    expect(libraryView(pages, 'all', 'submarine')).toEqual([]);
  });

  it('knows when a search is on', () => {
    expect(isSearching('gym')).toBe(true);
    expect(isSearching('  ')).toBe(false);
    expect(isSearching('')).toBe(false);
  });
});

describe('foldersOf', () => {
  const folders = [
    { id: 1, name: 'Clients', color: '#ef4444' },
    { id: 2, name: 'Archive', color: '#10b981' },
  ];

  it("names a card's folders once each, in its pages' order, 'All Pages' for no folder", () => {
    expect(foldersOf([page({ folderId: 2 })], folders)).toEqual([
      { id: 2, name: 'Archive', color: '#10b981' },
    ]);
    expect(foldersOf([page(), page({ folderId: 1 }), page(), page({ folderId: 1 })], folders)).toEqual([
      { id: null, name: 'All Pages', color: null },
      { id: 1, name: 'Clients', color: '#ef4444' },
    ]);
  });

  it('leaves out a folder the list does not know (not loaded yet, or just deleted)', () => {
    expect(foldersOf([page({ folderId: 3 }), page({ folderId: 1 })], folders)).toEqual([
      { id: 1, name: 'Clients', color: '#ef4444' },
    ]);
    expect(foldersOf([page({ folderId: 1 })], [])).toEqual([]);
  });
});

describe('titleToSave', () => {
  it('sends the trimmed title when it changed', () => {
    expect(titleToSave('Old', '  New title ')).toBe('New title');
  });
  it('sends nothing when unchanged after trimming, or blank', () => {
    expect(titleToSave('Same', 'Same')).toBeNull();
    expect(titleToSave('Same', '  Same  ')).toBeNull();
    expect(titleToSave('Same', '   ')).toBeNull();
  });
});
