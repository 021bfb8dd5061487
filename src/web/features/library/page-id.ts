const MAX_ID = 2_147_483_647;

/** A page id from the address: a positive integer that fits the id column, else null. */
export function parsePageId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}
