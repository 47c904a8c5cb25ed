/**
 * The full-text tokenizer (one for the index and the query, the same on SQLite and MySQL because it runs here, not
 * in the database): CJK runs become overlapping character bigrams (a lone CJK character stays itself), latin and
 * digit words are lowercased; everything else separates terms.
 */

/** Han ideographs (with extension A and the compatibility block), kana and hangul: written without spaces. */
const CJK_RANGES = '\\u3040-\\u30ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uac00-\\ud7af\\uf900-\\ufaff';
const CJK_CHAR = new RegExp(`[${CJK_RANGES}]`, 'u');
/** A run of CJK characters, or a word of other letters and digits (accents included). */
const PIECE = new RegExp(`[${CJK_RANGES}]+|(?:(?![${CJK_RANGES}])[\\p{L}\\p{N}])+`, 'gu');
/** The longest term kept (the index column's size). */
export const TERM_MAX_LENGTH = 40;

/** The terms of a text in order, repeats kept (their count is a term's frequency). */
export function textTerms(text: string): string[] {
  const terms: string[] = [];
  for (const [piece] of text.normalize('NFKC').matchAll(PIECE)) {
    if (CJK_CHAR.test(piece[0])) {
      const chars = [...piece];
      if (chars.length === 1) terms.push(chars[0]);
      for (let i = 0; i + 1 < chars.length; i++) terms.push(chars[i] + chars[i + 1]);
    } else {
      terms.push(piece.toLowerCase().slice(0, TERM_MAX_LENGTH));
    }
  }
  return terms;
}

/** Each term of a text with how often it occurs. */
export function termCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const term of textTerms(text)) counts.set(term, (counts.get(term) ?? 0) + 1);
  return counts;
}

/** The distinct terms of a query, in order (every one must match). */
export const queryTerms = (keywords: string): string[] => [...new Set(textTerms(keywords))];
