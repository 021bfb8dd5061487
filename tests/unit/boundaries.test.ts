import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

/**
 * The import rules `npm run check` enforces (.dependency-cruiser.cjs), run on a small tree that
 * breaks each of them once: every rule must catch its violation, and the allowed import (a
 * feature through its face) must pass.
 */
const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs');
const fixture = fileURLToPath(new URL('../fixtures/boundaries', import.meta.url));

describe('the feature boundary rules', () => {
  it('catch an inner import, a feature import from lib, a side import from shared and a loop', async () => {
    const result = await cruise(['src'], {
      baseDir: fixture,
      ruleSet: { forbidden: config.forbidden },
      validate: true,
      includeOnly: '^src/',
      tsPreCompilationDeps: true,
    });
    const output = result.output as {
      summary: { violations: { rule: { name: string }; from: string; to: string }[] };
    };
    const found = output.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort();
    expect(found).toEqual(
      [
        'feature-face-only: src/server/features/beta/index.ts -> src/server/features/alpha/inner.ts',
        'lib-below-features: src/server/lib/helper.ts -> src/server/features/beta/index.ts',
        'no-import-loops: src/shared/loop-a.ts -> src/shared/loop-b.ts',
        'shared-stands-alone: src/shared/rule.ts -> src/server/lib/helper.ts',
      ].sort(),
    );
  });
});
