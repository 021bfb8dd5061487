import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * ARCHITECTURE.md maps the source tree. This keeps the map honest: a source folder the map
 * does not name fails here, so a new feature or a moved folder cannot go undocumented.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const doc = readFileSync(join(root, 'ARCHITECTURE.md'), 'utf8');

/** Folders directly inside `dir` (relative to the repository). */
const foldersIn = (dir: string) =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** The map names a folder as `name/`, at the start of a line's entry or inside a path. */
const named = (name: string) =>
  new RegExp(`(^|[\\s(\`/])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/`, 'm').test(doc);

const AREAS = [
  'src/server',
  'src/server/features',
  'src/server/lib',
  'src/server/db',
  'src/web',
  'src/web/features',
  'src/web/lib',
  'src/web/components',
  'src/shared',
];

describe('ARCHITECTURE.md', () => {
  it.each(AREAS)('names every folder in %s', (area) => {
    const missing = foldersIn(area).filter((name) => !named(name));
    expect(missing, `folders of ${area} that ARCHITECTURE.md does not name`).toEqual([]);
  });
});
