import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

/**
 * The import rules `npm run check` enforces (.dependency-cruiser.cjs). Each rule has a small tree
 * under tests/fixtures/boundaries/ that breaks it once (on each side it guards), and depcruise must
 * report exactly that rule for exactly that import; the `allowed` tree holds the imports the rules
 * permit (a feature through its face, shared code from either side, a test reaching into the
 * files it tests) and must pass.
 */
const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as {
  forbidden: { name: string }[];
};

async function violations(fixture: string): Promise<string[]> {
  const result = await cruise(['src'], {
    baseDir: fileURLToPath(new URL(`../fixtures/boundaries/${fixture}`, import.meta.url)),
    ruleSet: { forbidden: config.forbidden } as never,
    validate: true,
    includeOnly: '^src/',
    tsPreCompilationDeps: true,
  });
  const output = result.output as {
    summary: { violations: { rule: { name: string }; from: string; to: string }[] };
  };
  return output.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort();
}

/** Each fixture and the one violation it must produce. */
const breaks: Record<string, string[]> = {
  'feature-face-only-server': [
    'feature-face-only: src/server/features/beta/index.ts -> src/server/features/alpha/inner.ts',
  ],
  'feature-face-only-web': [
    'feature-face-only: src/web/features/beta/index.ts -> src/web/features/alpha/inner.ts',
  ],
  'outside-uses-feature-face-server': [
    'outside-uses-feature-face: src/server/main.ts -> src/server/features/alpha/inner.ts',
  ],
  'outside-uses-feature-face-web': [
    'outside-uses-feature-face: src/web/main.ts -> src/web/features/alpha/inner.ts',
  ],
  'lib-below-features-server-lib': [
    'lib-below-features: src/server/lib/helper.ts -> src/server/features/alpha/index.ts',
  ],
  'lib-below-features-server-db': [
    'lib-below-features: src/server/db/helper.ts -> src/server/features/alpha/index.ts',
  ],
  'lib-below-features-app-context': [
    'lib-below-features: src/server/app-context.ts -> src/server/features/alpha/index.ts',
  ],
  'lib-below-features-web-lib': [
    'lib-below-features: src/web/lib/helper.ts -> src/web/features/alpha/index.ts',
  ],
  'lib-below-features-web-components': [
    'lib-below-features: src/web/components/helper.ts -> src/web/features/alpha/index.ts',
  ],
  'lib-below-features-web-hooks': [
    'lib-below-features: src/web/hooks/helper.ts -> src/web/features/alpha/index.ts',
  ],
  'shared-stands-alone-server': ['shared-stands-alone: src/shared/rule.ts -> src/server/lib/helper.ts'],
  'shared-stands-alone-web': ['shared-stands-alone: src/shared/rule.ts -> src/web/lib/helper.ts'],
  'sides-apart-web': ['sides-apart: src/web/lib/helper.ts -> src/server/lib/helper.ts'],
  'sides-apart-server': ['sides-apart: src/server/lib/helper.ts -> src/web/lib/helper.ts'],
  // A loop is reported once, at its first import.
  'no-import-loops-server': ['no-import-loops: src/server/lib/loop-a.ts -> src/server/lib/loop-b.ts'],
  'no-import-loops-web': ['no-import-loops: src/web/lib/loop-a.ts -> src/web/lib/loop-b.ts'],
};

describe('the import boundary rules', () => {
  it('have a fixture that breaks each of them', () => {
    const broken = new Set(Object.values(breaks).flatMap((lines) => lines.map((line) => line.split(':')[0])));
    expect([...broken].sort()).toEqual(config.forbidden.map((rule) => rule.name).sort());
  });

  it('let the allowed imports through, on both sides', async () => {
    expect(await violations('allowed')).toEqual([]);
  });

  it.each(Object.entries(breaks))('%s: depcruise reports exactly that rule', async (fixture, expected) => {
    expect(await violations(fixture)).toEqual([...expected].sort());
  });
});
