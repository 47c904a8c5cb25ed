/**
 * Money is integer fen in the database and yuan on the wire (a number with at most two decimals). Converting
 * through the decimal text avoids binary rounding (0.29 * 100 is 28.999…).
 */
const YUAN = /^-?\d{1,13}(\.\d{1,2})?$/;

/** Fen from yuan given as a number or text with at most two decimals; undefined when it is not such a value. */
export function fenOf(yuan: unknown): number | undefined {
  if (typeof yuan !== 'number' && typeof yuan !== 'string') return undefined;
  const text = typeof yuan === 'number' ? (Number.isFinite(yuan) ? String(yuan) : '') : yuan.trim();
  if (!YUAN.test(text)) return undefined;
  const [whole, part = ''] = text.replace('-', '').split('.');
  const fen = Number(whole) * 100 + Number(part.padEnd(2, '0'));
  return text.startsWith('-') ? -fen : fen;
}

/** Yuan for the wire from stored fen (BIGINT may arrive as text from MySQL). */
export function yuanOf(fen: unknown): number | null {
  if (fen === null || fen === undefined) return null;
  return Math.round(Number(fen)) / 100;
}
