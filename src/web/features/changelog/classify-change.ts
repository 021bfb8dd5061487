export type ChangeKind = 'Fix' | 'Enhancement' | 'Feature' | 'Update';

/** The badge is chosen by keyword, checked in this order (docs/product.md, 'Changelog'). */
export function classifyChange(text: string): ChangeKind {
  const lower = text.toLowerCase();
  if (/fix|resolve|bug/.test(lower)) return 'Fix';
  if (/enhance|improve|upgrade/.test(lower)) return 'Enhancement';
  if (/add|implement|create/.test(lower)) return 'Feature';
  return 'Update';
}
