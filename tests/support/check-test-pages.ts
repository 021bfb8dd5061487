import { parseCheckDocument, type StaticRuleGroup } from '../../src/server/features/page-check/document.ts';
import type { PageCheckFinding } from '../../src/shared/api/page-check.ts';

/** Test helper: a document with this head and body content. */
export const doc = (body: string, head = '<title>Test</title>') =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;

/** Test helper: the findings of one rule group on an HTML string. */
export const findingsOf = (group: StaticRuleGroup, html: string): PageCheckFinding[] =>
  group.check(parseCheckDocument(html));
