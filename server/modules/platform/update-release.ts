import { Op } from 'sequelize';
import type { HookContext, SectionHooks } from '../../engine/section-hooks';

/**
 * 更新记录 (schemas/platform/updateRelease.json): release notes operators publish in the operator console (a saved
 * record is published) and every company reads (`selectByPage`, newest first, and `/{id}`). The record read by id
 * names its neighbours in publication order: `preId` the one published just before it, `nextId` the one just after
 * (null at either end), so the detail page can step through them.
 */
async function withNeighbours(rows: Record<string, any>[], { services, section }: HookContext) {
  const releases = services.data.section(section.id);
  for (const row of rows) {
    // The stored time as the database keeps it (MySQL: whole seconds), so equal times fall back to the id.
    const stored = await releases.findById(row.id, { attributes: ['id', 'crtTime'] });
    if (!stored) continue;
    const at = stored.get('crtTime') as Date;
    const before = { [Op.or]: [{ crtTime: { [Op.lt]: at } }, { crtTime: at, id: { [Op.lt]: row.id } }] };
    const after = { [Op.or]: [{ crtTime: { [Op.gt]: at } }, { crtTime: at, id: { [Op.gt]: row.id } }] };
    const pre = (await releases.findOne({ where: before, attributes: ['id'], order: [['crtTime', 'DESC'], ['id', 'DESC']], raw: true })) as { id: number } | null;
    const next = (await releases.findOne({ where: after, attributes: ['id'], order: [['crtTime', 'ASC'], ['id', 'ASC']], raw: true })) as { id: number } | null;
    row.preId = pre?.id ?? null;
    row.nextId = next?.id ?? null;
  }
}

export const updateReleaseHooks: SectionHooks = {
  // Only the company's read of one record (`detail`) names its neighbours; lists do not need them.
  decorate: (rows, context) => (context.operation === 'detail' ? withNeighbours(rows, context) : undefined),
};
