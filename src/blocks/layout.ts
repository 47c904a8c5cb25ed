/** The page's rows: blocks top to bottom, consecutive ones with a `span` sharing a row of 24 columns. */
export interface Spanned {
  span?: number;
}

const FULL = 24;

export function layoutRows<T extends Spanned>(blocks: T[]): T[][] {
  const rows: T[][] = [];
  let current: T[] = [];
  let used = 0;
  for (const block of blocks) {
    const span = Math.min(Math.max(block.span ?? FULL, 1), FULL);
    if (current.length && (block.span === undefined || used + span > FULL)) {
      rows.push(current);
      current = [];
      used = 0;
    }
    current.push(block);
    used += span;
    if (block.span === undefined) {
      rows.push(current);
      current = [];
      used = 0;
    }
  }
  if (current.length) rows.push(current);
  return rows;
}
