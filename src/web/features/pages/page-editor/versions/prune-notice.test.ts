import { describe, expect, it } from 'vitest';
import { prunedSentence } from './prune-notice';

const free = { maxVersions: 5, planName: 'Free' };
const v1 = { version: 1, commitMessage: 'Initial generation' };
const v2 = { version: 2, commitMessage: 'Second' };

describe('prunedSentence', () => {
  it('names the version a save will remove and why', () => {
    expect(prunedSentence([v1], free, 'will')).toBe(
      'Version 1 “Initial generation” will be removed: your Free plan keeps 5 versions.',
    );
  });

  it('names several, and says it after the fact', () => {
    expect(prunedSentence([v1, v2], free, 'was')).toBe(
      'Versions 1 “Initial generation” and 2 “Second” were removed: your Free plan keeps 5 versions.',
    );
    expect(prunedSentence([v2], { maxVersions: 1, planName: 'Tiny' }, 'was')).toBe(
      'Version 2 “Second” was removed: your Tiny plan keeps 1 version.',
    );
  });

  it('says nothing when nothing goes, and leaves out an unknown cap', () => {
    expect(prunedSentence([], free, 'will')).toBe('');
    expect(prunedSentence([v1], null, 'will')).toBe('Version 1 “Initial generation” will be removed.');
  });
});
