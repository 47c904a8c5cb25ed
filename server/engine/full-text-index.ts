/**
 * The engine's full-text index of sections declaring `fullText` (schemas/_meta/section.schema.json): one
 * FullTextTerm row per section, row, field and term with the term's count, written by model hooks on every create,
 * update, delete (soft delete removes the row's terms) and restore of the rows — whatever makes the write, inside its
 * transaction — and rebuilt at start for a section whose index is empty (rows written before, seeded rows).
 */
import { Op, type Model } from 'sequelize';
import type { AnyModel, Database } from '../db/database';
import { asSystem } from '../context/request-context';
import { htmlPlainText } from './html-sanitiser';
import { termCounts } from './full-text-terms';
import type { SectionSpec } from './section-types';

const INSTANCE_HOOKS = ['afterCreate', 'afterUpdate', 'afterDestroy', 'afterRestore'] as const;
const BULK_HOOKS = ['afterBulkUpdate', 'afterBulkDestroy', 'afterBulkRestore'] as const;

/** The sections with a full-text index. */
export const fullTextSections = (sections: SectionSpec[]) => sections.filter((section) => section.fullText);

/** A field's text as a reader sees it: HTML fields without their markup. */
export function fieldText(section: SectionSpec, field: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  return section.fields[field]?.format === 'html' ? htmlPlainText(String(value)) : String(value);
}

/** Replaces one row's terms (none for a deleted row). */
async function indexRow(db: Database, section: SectionSpec, row: Model): Promise<void> {
  const Terms = db.models.FullTextTerm;
  const id = row.get('id') as number;
  await Terms.destroy({ where: { section: section.id, rowId: id } });
  if (row.get('delTime')) return;
  const terms: Record<string, unknown>[] = [];
  for (const field of Object.keys(section.fullText!.fields)) {
    for (const [term, tf] of termCounts(fieldText(section, field, row.get(field)))) terms.push({ section: section.id, rowId: id, field, term, tf });
  }
  if (terms.length) await Terms.bulkCreate(terms);
}

/** The rows a bulk write touched, found again by its where (deleted ones included). */
async function indexWhere(db: Database, section: SectionSpec, model: AnyModel, where: unknown): Promise<void> {
  const rows = await model.findAll({ where: (where ?? {}) as any, paranoid: false });
  for (const row of rows) await indexRow(db, section, row);
}

/** Keeps each indexed section's terms in step with its rows' writes. */
export function indexOnWrites(db: Database, sections: SectionSpec[]): void {
  for (const section of fullTextSections(sections)) {
    const model = db.sections[section.id];
    // An update that changes no indexed field (a reorder's sort) leaves the terms as they are.
    const indexed = new Set([...Object.keys(section.fullText!.fields), 'delTime']);
    const touches = (options: { fields?: string[] } | undefined) => !options?.fields || options.fields.some((field) => indexed.has(field));
    for (const hook of INSTANCE_HOOKS) {
      model.addHook(hook, (row: Model, options: { fields?: string[] }) => (hook !== 'afterUpdate' || touches(options) ? indexRow(db, section, row) : undefined));
    }
    for (const hook of BULK_HOOKS) {
      model.addHook(hook, (options: { where?: unknown; fields?: string[] }) => (hook !== 'afterBulkUpdate' || touches(options) ? indexWhere(db, section, model, options.where) : undefined));
    }
  }
}

/** At start: a section whose index holds no term gets every live row indexed (idempotent: a filled index is kept). */
export async function reindexIfEmpty(db: Database, sections: SectionSpec[]): Promise<void> {
  // asSystem: the index covers platform-owned rows, read at start with no request.
  await asSystem(async () => {
    for (const section of fullTextSections(sections)) {
      if (await db.models.FullTextTerm.count({ where: { section: section.id } })) continue;
      await indexWhere(db, section, db.sections[section.id], { delTime: { [Op.is]: null } });
    }
  });
}
