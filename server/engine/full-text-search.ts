/**
 * The search operation (`runs: search`) of a section declaring `fullText`: every query term must match; rows are
 * ordered by relevance — tf-idf with saturation (BM25's term part) over the field weights, from one GROUP BY/SUM
 * query over the term index, combined here, so SQLite and MySQL rank alike; ties by id — then limited by the
 * operation's `where`, filters and the section's rules, counted by `countBy`, paged, and answered with a highlighted
 * name and a snippet around the first hit.
 */
import { Op, fn, col, type WhereOptions } from 'sequelize';
import type { Context } from 'koa';
import type { Services } from '../services';
import type { AnyModel } from '../db/database';
import { badRequest, ok } from '../http/envelope';
import { readPaging } from './paging';
import { queryTerms } from './full-text-terms';
import { fieldText } from './full-text-index';
import { highlighted, snippet } from './text-highlight';
import type { SectionWire } from './section-wire';
import type { OperationSpec, SectionSpec } from './section-types';

export const KEYWORDS_REQUIRED = '请输入关键字';
export const KEYWORDS_MAX_LENGTH = 100;
/** BM25's saturation: a term's weight grows less and less with its count. */
const K1 = 1.2;

interface Ranked {
  id: number;
  score: number;
}

/** The rows holding every term, best first (ties by id), from the index alone. */
export async function rankedIds(services: Services, section: SectionSpec, terms: string[]): Promise<Ranked[]> {
  const Terms = services.db.models.FullTextTerm;
  const weights = section.fullText!.fields;
  const hits = (await Terms.findAll({
    attributes: ['rowId', 'term', 'field', [fn('SUM', col('tf')), 'tf']],
    where: { section: section.id, term: terms, field: Object.keys(weights) },
    group: ['rowId', 'term', 'field'],
    raw: true,
  })) as unknown as { rowId: number; term: string; field: string; tf: number | string }[];
  const documents = Number(await Terms.count({ where: { section: section.id }, distinct: true, col: 'rowId' })) || 1;
  // Per row and term: the field-weighted count.
  const byRow = new Map<number, Map<string, number>>();
  for (const hit of hits) {
    const row = byRow.get(Number(hit.rowId)) ?? new Map<string, number>();
    row.set(hit.term, (row.get(hit.term) ?? 0) + Number(hit.tf) * (weights[hit.field] ?? 0));
    byRow.set(Number(hit.rowId), row);
  }
  const frequency = new Map<string, number>();
  for (const row of byRow.values()) for (const term of row.keys()) frequency.set(term, (frequency.get(term) ?? 0) + 1);
  const idf = (term: string) => Math.log(1 + (documents - frequency.get(term)! + 0.5) / (frequency.get(term)! + 0.5));
  const ranked: Ranked[] = [];
  for (const [id, row] of byRow) {
    if (row.size < terms.length) continue;
    let score = 0;
    for (const [term, weight] of row) score += (idf(term) * weight * (K1 + 1)) / (weight + K1);
    ranked.push({ id, score: Math.round(score * 1e6) / 1e6 });
  }
  return ranked.sort((a, b) => b.score - a.score || a.id - b.id);
}

/** The keywords of a search: required, at most KEYWORDS_MAX_LENGTH characters. */
export function readKeywords(query: Record<string, unknown>): string {
  const keywords = typeof query.keywords === 'string' ? query.keywords.trim() : '';
  if (!keywords) throw badRequest(KEYWORDS_REQUIRED, ['keywords']);
  if (keywords.length > KEYWORDS_MAX_LENGTH) throw badRequest(`关键字不能超过${KEYWORDS_MAX_LENGTH}个字符`, ['keywords']);
  return keywords;
}

export interface SearchAnswer {
  rows: Record<string, unknown>[];
  records: number;
  counts: Record<string, number>;
}

/** The search operation's handler; `readWhere`: what the generic list would read (filters, where, scope, rules). */
export function searchHandler(
  services: Services,
  section: SectionSpec,
  model: AnyModel,
  spec: OperationSpec,
  readWhere: (ctx: Context, query: Record<string, unknown>) => Promise<WhereOptions[]>,
  wire: SectionWire,
) {
  if (!section.fullText) throw new Error(`section ${section.id}: a search operation needs the section's "fullText"`);
  const countBy = spec.countBy;
  const highlight = section.fullText.highlight ?? [];
  const snippetField = Object.keys(section.fullText.fields).find((field) => !highlight.includes(field));
  const countKey = (value: unknown) => countBy?.names?.[String(value)] ?? String(value);
  return async (ctx: Context) => {
    const keywords = readKeywords(ctx.query);
    const { limit, offset } = readPaging(ctx.query);
    // The count field's one value (`countBy.param`), checked against the field's values; absent or `all`: every row.
    const { [countBy?.param ?? '']: picked, ...rest } = ctx.query;
    let chosen: unknown;
    if (countBy && picked !== undefined && picked !== '' && String(picked) !== String(countBy.all)) {
      const values = section.fields[countBy.field].enum ?? [];
      chosen = values.find((value) => String(value) === String(picked));
      if (chosen === undefined) throw badRequest(`${countBy.param}参数不正确`, [countBy.param]);
    }
    const answer: SearchAnswer = { rows: [], records: 0, counts: { all: 0 } };
    for (const value of countBy ? section.fields[countBy.field].enum ?? [] : []) answer.counts[countKey(value)] = 0;
    const terms = queryTerms(keywords);
    const ranked = terms.length ? await rankedIds(services, section, terms) : [];
    if (!ranked.length) return ok(ctx, answer);
    // What the caller may read of the hits (the operation's where: published, not deleted).
    const visible = await model.findAll({
      attributes: ['id', ...(countBy ? [countBy.field] : [])],
      where: { [Op.and]: [{ id: ranked.map((hit) => hit.id) }, ...(await readWhere(ctx, countBy ? rest : ctx.query))] },
      raw: true,
    });
    const valueOf = new Map(visible.map((row: any) => [row.id as number, countBy ? row[countBy.field] : undefined]));
    const hits = ranked.filter((hit) => valueOf.has(hit.id));
    answer.counts.all = hits.length;
    if (countBy) for (const hit of hits) answer.counts[countKey(valueOf.get(hit.id))] += 1;
    const shown = chosen === undefined ? hits : hits.filter((hit) => valueOf.get(hit.id) === chosen);
    answer.records = shown.length;
    const pageIds = shown.slice(offset, offset + limit).map((hit) => hit.id);
    if (!pageIds.length) return ok(ctx, answer);
    const rows = await model.findAll({ where: { id: pageIds } });
    const byId = new Map(rows.map((row: any) => [row.get('id') as number, row]));
    const ordered = pageIds.map((id) => byId.get(id)).filter(Boolean);
    const wired = await wire(ctx, ordered, spec.answers);
    answer.rows = wired.map((row, i) => {
      const source = ordered[i];
      const marks: Record<string, string> = {};
      for (const field of highlight) marks[`${field}Highlight`] = highlighted(fieldText(section, field, source.get(field)), keywords);
      const text = snippetField ? fieldText(section, snippetField, source.get(snippetField)) : '';
      return { ...row, ...marks, snippet: text ? snippet(text, keywords) : '' };
    });
    ok(ctx, answer);
  };
}
