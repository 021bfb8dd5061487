/** Colour schemes of the generator's option list (docs/product.md, 'Option lists'). */

export type Pair = [primary: string, accent: string];

/** Five primary/accent pairs per scheme of that list; variation N takes pair N. */
export const SCHEMES: Record<string, { label: string; pairs: Pair[]; neutral?: boolean }> = {
  blue: {
    label: 'Blue & White (Trust)',
    pairs: [
      ['#2563eb', '#f59e0b'],
      ['#1d4ed8', '#06b6d4'],
      ['#0369a1', '#f97316'],
      ['#4f46e5', '#0ea5e9'],
      ['#1e40af', '#10b981'],
    ],
  },
  green: {
    label: 'Green & White (Growth)',
    pairs: [
      ['#16a34a', '#0ea5e9'],
      ['#059669', '#f59e0b'],
      ['#15803d', '#84cc16'],
      ['#0f766e', '#22c55e'],
      ['#4d7c0f', '#0d9488'],
    ],
  },
  purple: {
    label: 'Purple & White (Premium)',
    pairs: [
      ['#7c3aed', '#ec4899'],
      ['#6d28d9', '#f59e0b'],
      ['#9333ea', '#06b6d4'],
      ['#4f46e5', '#a855f7'],
      ['#86198f', '#f97316'],
    ],
  },
  orange: {
    label: 'Orange & White (Energy)',
    pairs: [
      ['#ea580c', '#2563eb'],
      ['#f97316', '#0f766e'],
      ['#d97706', '#dc2626'],
      ['#c2410c', '#0d9488'],
      ['#f59e0b', '#7c3aed'],
    ],
  },
  red: {
    label: 'Red & White (Urgency)',
    pairs: [
      ['#dc2626', '#f59e0b'],
      ['#e11d48', '#0f172a'],
      ['#b91c1c', '#2563eb'],
      ['#be123c', '#f97316'],
      ['#ef4444', '#7c3aed'],
    ],
  },
  black: {
    label: 'Black & White (Elegant)',
    pairs: [
      ['#111827', '#b8860b'],
      ['#0f172a', '#64748b'],
      ['#1c1917', '#c2410c'],
      ['#18181b', '#0d9488'],
      ['#111827', '#be123c'],
    ],
    neutral: true,
  },
  teal: {
    label: 'Teal & White (Modern)',
    pairs: [
      ['#0d9488', '#f59e0b'],
      ['#0891b2', '#14b8a6'],
      ['#0f766e', '#f43f5e'],
      ['#06b6d4', '#4f46e5'],
      ['#14b8a6', '#0f172a'],
    ],
  },
  pink: {
    label: 'Pink & White (Creative)',
    pairs: [
      ['#db2777', '#7c3aed'],
      ['#ec4899', '#f59e0b'],
      ['#be185d', '#0d9488'],
      ['#c026d3', '#f472b6'],
      ['#e11d48', '#8b5cf6'],
    ],
  },
  gray: {
    label: 'Gray & Blue (Professional)',
    pairs: [
      ['#1e40af', '#64748b'],
      ['#2563eb', '#475569'],
      ['#1d4ed8', '#0ea5e9'],
      ['#3b5b8c', '#64748b'],
      ['#0369a1', '#475569'],
    ],
    neutral: true,
  },
};
