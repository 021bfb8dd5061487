/** The edit page's id (spec section 5): a positive integer that fits the database's ids. */
export function parsePageId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
