/**
 * Search hits shown in plain text: occurrences of the keywords (else of their terms) wrapped in `<em>`, everything
 * else HTML-escaped, so a document's own markup (a `<script>` written as text) can never inject into a result page.
 */
import { queryTerms } from './full-text-terms';

/** How many characters a snippet shows around its first hit. */
export const SNIPPET_LENGTH = 120;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** Lowercased character by character, so positions stay those of the text. */
const folded = (text: string) => text.replace(/[\s\S]/g, (c) => (c.toLowerCase().length === c.length ? c.toLowerCase() : c));

type Range = [number, number];

/** Where the keywords occur (the whole phrase, else each of its terms), merged and in order. */
export function hitRanges(text: string, keywords: string): Range[] {
  const haystack = folded(text);
  const find = (needle: string) => {
    const found: Range[] = [];
    if (!needle) return found;
    for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + needle.length)) found.push([at, at + needle.length]);
    return found;
  };
  let ranges = find(folded(keywords.trim()));
  if (!ranges.length) ranges = queryTerms(keywords).flatMap(find);
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: Range[] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

/** `text[from, to)` escaped, with the hits inside it wrapped in <em>. */
function marked(text: string, ranges: Range[], from: number, to: number): string {
  let out = '';
  let at = from;
  for (const [start, end] of ranges) {
    if (end <= from || start >= to) continue;
    const s = Math.max(start, from);
    const e = Math.min(end, to);
    out += escapeHtml(text.slice(at, s)) + '<em>' + escapeHtml(text.slice(s, e)) + '</em>';
    at = e;
  }
  return out + escapeHtml(text.slice(at, to));
}

/** The whole text escaped, its hits in <em> (a title). */
export const highlighted = (text: string, keywords: string): string => marked(text, hitRanges(text, keywords), 0, text.length);

/** About SNIPPET_LENGTH characters around the first hit (or the text's start), escaped, hits in <em>, cuts marked …. */
export function snippet(text: string, keywords: string, length = SNIPPET_LENGTH): string {
  const ranges = hitRanges(text, keywords);
  const first = ranges[0]?.[0] ?? 0;
  const start = Math.max(0, Math.min(first - Math.floor(length / 3), text.length - length));
  const end = Math.min(text.length, start + length);
  return (start > 0 ? '…' : '') + marked(text, ranges, start, end) + (end < text.length ? '…' : '');
}
