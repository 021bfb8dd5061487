import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** Never scanned: test fixtures hold text as it is found in the wild. */
const NEVER_SCANNED = ['tests/fixtures/'];

/**
 * The product document, and the one way to cite it: its path, a comma, and the exact text of one
 * of its headings in single quotes (more headings may follow, after a comma or 'and'). Comments,
 * test names and docs cite the product by feature, never by a section number of the original
 * specification or by an issue number, since neither is in this repository.
 */
const PRODUCT_DOC = 'docs/product.md';
const ROOTS = ['src', 'tests', 'scripts', 'bench', 'docs', 'README.md', 'ARCHITECTURE.md'];
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', '.git']);
const TEXT_FILE = /\.(?:ts|tsx|js|mjs|cjs|json|md|css|html|sql|txt|ya?ml)$/;

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Old-style citations: a numbered section of the specification, or an issue number. */
const OLD_CITATIONS: { what: string; pattern: RegExp }[] = [
  // The word spec (or specification, or spec's) with a numbered section or § up to 40 characters
  // later, within one sentence, also when a comment breaks it over two lines.
  {
    what: 'a numbered section of the specification',
    pattern: /\bspec(?:ification)?(?:'s)?\b[^.;]{0,40}?(?:\bsections?|§)\s*\d/gi,
  },
  { what: 'a numbered section of the specification', pattern: /\(spec\s+\d/gi },
  { what: 'a numbered section of the specification', pattern: /\bspec\s+\d+\b/gi },
  { what: 'an issue number', pattern: /\bissue\s+#?\d+/gi },
  // The design document the product was first specified with is not in this repository either.
  {
    what: 'a numbered section of the design document',
    pattern: /\barchitecture(?:\.md)?\s+(?:sections?\s*|§\s*)\d/gi,
  },
];

/** A citation of the product document and the headings it names. */
const CITATION = new RegExp(
  `${PRODUCT_DOC.replace(/[./]/g, '\\$&')},\\s*((?:'[^'\\n]+'(?:\\s*,\\s*|\\s+and\\s+)?)+)`,
  'g',
);
/** The document's path and a comma, not followed by a heading in quotes on the same line. */
const MALFORMED_CITATION = new RegExp(`${PRODUCT_DOC.replace(/[./]/g, '\\$&')},(?!\\s*'[^'\\n]+')`, 'g');

function globToRegExp(entry: string): RegExp {
  const body = entry
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]*');
  return new RegExp(`^${body}${entry.endsWith('/') ? '' : '$'}`);
}
const EXCLUDED = NEVER_SCANNED.map(globToRegExp);
const isExcluded = (path: string) => EXCLUDED.some((pattern) => pattern.test(path));

/** Every text file under the roots, as repository-relative paths with forward slashes. */
function scannedFiles(): string[] {
  const files: string[] = [];
  const visit = (path: string) => {
    const rel = relative(root, path).split('\\').join('/');
    if (statSync(path).isDirectory()) {
      for (const entry of readdirSync(path, { withFileTypes: true })) {
        if (entry.isDirectory() && SKIPPED_FOLDERS.has(entry.name)) continue;
        visit(join(path, entry.name));
      }
    } else if (TEXT_FILE.test(rel) && !isExcluded(rel)) {
      files.push(rel);
    }
  };
  for (const start of ROOTS) visit(join(root, start));
  return files.sort();
}

/**
 * The text with the comment markers that start lines (` * `, `//`, `#`) blanked out, offsets
 * unchanged, so a citation broken over two comment lines still reads as one.
 */
const withoutCommentMarkers = (text: string) =>
  text.replace(/^([ \t]*)(\/\/+|\*(?!\/)|#+)/gm, (_, indent: string, marker: string) =>
    indent.concat(' '.repeat(marker.length)),
  );

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** The headings of the product document, as written after the #s. */
function productHeadings(): string[] {
  const doc = readFileSync(join(root, PRODUCT_DOC), 'utf8');
  return [...doc.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)].map((match) => match[1]!.trim());
}

const files = scannedFiles();
const texts = new Map(files.map((file) => [file, readFileSync(join(root, file), 'utf8')]));

describe('citations of the product document', () => {
  it('scans the source, tests, scripts, bench and docs', () => {
    expect(files).toContain(PRODUCT_DOC);
    expect(files).toContain('README.md');
    expect(files.filter((file) => file.startsWith('src/')).length).toBeGreaterThan(100);
  });

  it('cites no numbered section of the specification and no issue number', () => {
    const found: string[] = [];
    for (const [file, text] of texts) {
      const plain = withoutCommentMarkers(text);
      const seen = new Set<number>();
      for (const { what, pattern } of OLD_CITATIONS) {
        for (const match of plain.matchAll(pattern)) {
          const line = lineOf(plain, match.index);
          if (seen.has(line)) continue;
          seen.add(line);
          found.push(`${file}:${line}: ${what}: ${text.split('\n')[line - 1]!.trim()}`);
        }
      }
    }
    expect(
      found,
      `cite ${PRODUCT_DOC} by feature instead, e.g. (${PRODUCT_DOC}, 'Leads'); say why code is as it is, not which issue added it`,
    ).toEqual([]);
  });

  it('has unique headings that a citation can name', () => {
    const headings = productHeadings();
    expect(headings.length).toBeGreaterThan(20);
    expect(headings.filter((heading, index) => headings.indexOf(heading) !== index)).toEqual([]);
    expect(headings.filter((heading) => heading.includes("'"))).toEqual([]);
  });

  it('links its own headings by their anchors', () => {
    // GitHub's anchors: lower case, punctuation dropped, spaces as hyphens.
    const anchors = new Set(
      productHeadings().map((heading) =>
        heading
          .toLowerCase()
          .replace(/[^\p{L}\p{N}\s_-]/gu, '')
          .replace(/\s/g, '-'),
      ),
    );
    const doc = texts.get(PRODUCT_DOC)!;
    const broken = [...doc.matchAll(/\]\(#([^)]+)\)/g)]
      .map((match) => match[1]!)
      .filter((a) => !anchors.has(a));
    expect(broken).toEqual([]);
  });

  it('names only headings that exist, in the one citation form', () => {
    const headings = new Set(productHeadings());
    const problems: string[] = [];
    let citations = 0;
    for (const [file, text] of texts) {
      for (const match of text.matchAll(CITATION)) {
        for (const [, heading] of match[1]!.matchAll(/'([^']+)'/g)) {
          citations++;
          if (!headings.has(heading!)) {
            problems.push(`${file}:${lineOf(text, match.index)}: no heading '${heading}' in ${PRODUCT_DOC}`);
          }
        }
      }
      for (const match of text.matchAll(MALFORMED_CITATION)) {
        problems.push(
          `${file}:${lineOf(text, match.index)}: write the heading in quotes on the same line: ${PRODUCT_DOC}, '<heading>'`,
        );
      }
    }
    expect(problems).toEqual([]);
    expect(citations).toBeGreaterThan(100);
  });
});
