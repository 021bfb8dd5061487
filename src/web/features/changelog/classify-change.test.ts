import { describe, expect, it } from 'vitest';
import { classifyChange } from './classify-change';

/** Changelog titles, and the kind each reads as. */
const KINDS_OF_TITLES = {
  'Fixed the login redirect': 'Fix',
  'Resolve a crash on save': 'Fix',
  'Bug in folder colours': 'Fix',
  'Improve preview speed': 'Enhancement',
  'Enhanced the editor': 'Enhancement',
  'Upgrade to React 19': 'Enhancement',
  'Add folders': 'Feature',
  'Implement variations': 'Feature',
  'Create the template gallery': 'Feature',
  'Faster thumbnails': 'Update',
};

describe('classifyChange', () => {
  it.each(Object.entries(KINDS_OF_TITLES))('%s -> %s', (title, kind) => {
    expect(classifyChange(title)).toBe(kind);
  });

  it('prefers Fix over Feature when both keywords appear', () => {
    expect(classifyChange('Add a fix for broken links')).toBe('Fix');
  });
});
