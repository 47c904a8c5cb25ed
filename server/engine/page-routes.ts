import { UniqueConstraintError } from 'sequelize';
import type { Context } from 'koa';
import type { Services } from '../services';
import type { DeclaredRoute, RouteDoc, RouteTable } from '../http/route-table';
import type { Actor } from '../context/request-context';
import { notFound, ok } from '../http/envelope';
import { arrangedBlocks, readLayout, type LayoutEntry } from './page-layout';
import type { PageBlock, PageSpec } from './page-types';
import { grantObjectOf } from './section-types';

/** The feature a block names, and the settings field that switches it (0 on, 1 off). */
const FEATURE_FIELDS = { notices: 'noticeType', schedules: 'scheduleType' } as const;

const LAYOUT_ENTRY = {
  type: 'object',
  required: ['key', 'title', 'hidden'],
  properties: { key: { type: 'string', description: '区块' }, title: { type: 'string', description: '区块名称' }, hidden: { type: 'boolean', description: '是否隐藏' } },
};

const PAGE_DOC: RouteDoc = {
  data: {
    type: 'object',
    required: ['id', 'title', 'frame', 'customizable', 'editable', 'blocks'],
    properties: {
      id: { type: 'string' },
      title: { type: 'string' },
      route: { type: 'string' },
      frame: { type: 'string', enum: ['console', 'none'] },
      customizable: { type: 'boolean', description: '企业管理员可隐藏、排序区块' },
      editable: { type: 'boolean', description: '当前用户可修改布局' },
      columns: { type: 'array', items: { type: 'object', required: ['key', 'span'], properties: { key: { type: 'string' }, span: { type: 'integer' } } } },
      blocks: { type: 'array', description: '当前用户可见的区块（按企业布局排序）', items: { type: 'object', required: ['key', 'kind', 'title'], additionalProperties: true, properties: { key: { type: 'string' }, kind: { type: 'string' }, title: { type: 'string' } } } },
    },
  },
};

const LAYOUT_DOC: RouteDoc = { data: { type: 'object', required: ['blocks'], properties: { blocks: { type: 'array', items: LAYOUT_ENTRY } } } };

/**
 * Page files served to the web app: GET /api/pages/:id answers the page for the caller — blocks of sections the
 * caller may not read and blocks of switched-off features left out, the company's layout applied. A company
 * administrator reads and saves the layout of a customizable page (hide, reorder) under /api/business/page-layout/:id.
 */
export function mountPages(table: RouteTable, services: Services) {
  const pages = new Map(services.areas.flatMap((area) => area.pages).map((page) => [page.id, page]));
  const pageOf = (ctx: Context): PageSpec => {
    const page = pages.get(String(ctx.params.id));
    if (!page) throw notFound('页面不存在');
    return page;
  };
  const everyMembers = new Set(services.sections.filter((section) => section.access === 'members').map((section) => section.id));
  const grantObjects = new Map(services.sections.map((section) => [section.id, grantObjectOf(section)]));
  const layouts = () => services.data.rows('PageLayout');
  // Read as a model, not raw: a raw read answers the JSON column as text on SQLite (and as a list on MySQL).
  const storedLayout = async (page: PageSpec) => (await layouts().findOne({ where: { page: page.id }, attributes: ['id', 'blocks'] }))?.get('blocks') as LayoutEntry[] | undefined;

  /** Whether the caller sees a block: it may read the block's section, and the block's feature is on. */
  const visibleTo = async (actor: Actor, blocks: PageBlock[]) => {
    const features = blocks.some((block) => block.feature) ? ((await services.data.rows('Setting').findOne({ raw: true })) as Record<string, number> | null) : null;
    const shown = await Promise.all(
      blocks.map(async (block) => {
        if (block.feature && features?.[FEATURE_FIELDS[block.feature]] === 1) return false;
        // A section of every member (`access: members`: 通知公告) needs no grant.
        if (block.section === undefined || everyMembers.has(block.section)) return true;
        return services.enforcers.can(actor.tenantId, actor.accountId, grantObjects.get(block.section) ?? block.section, 'read');
      }),
    );
    return blocks.filter((_, i) => shown[i]);
  };

  table.add({
    method: 'GET',
    path: '/api/pages/:id',
    object: 'session',
    action: 'read',
    summary: '页面（区块布局）',
    openApi: PAGE_DOC,
    handler: async (ctx) => {
      const page = pageOf(ctx);
      const actor = ctx.state.actor as Actor;
      const arranged = arrangedBlocks(page, page.customizable ? await storedLayout(page) : null);
      const blocks = await visibleTo(actor, arranged.filter((entry) => !entry.hidden).map((entry) => entry.block));
      ok(ctx, {
        id: page.id,
        title: page.title,
        route: page.route,
        frame: page.frame,
        customizable: page.customizable,
        editable: page.customizable && Boolean(actor.isCompanyAdmin),
        ...(page.columns ? { columns: page.columns } : {}),
        blocks,
      });
    },
  });

  table.add({
    method: 'GET',
    path: '/api/business/page-layout/:id',
    object: 'session',
    action: 'read',
    condition: 'companyAdmin',
    summary: '页面布局（企业管理员）',
    openApi: LAYOUT_DOC,
    handler: async (ctx) => {
      const page = pageOf(ctx);
      ok(ctx, layoutOf(page, await storedLayout(page)));
    },
  });

  table.add({
    method: 'POST',
    path: '/api/business/page-layout/:id',
    object: 'session',
    action: 'update',
    condition: 'companyAdmin',
    summary: '保存页面布局（隐藏、排序区块）',
    openApi: LAYOUT_DOC,
    handler: async (ctx) => {
      const page = pageOf(ctx);
      const entries = readLayout(page, ctx.request.body);
      ctx.state.route = { ...(ctx.state.route as DeclaredRoute), menu: page.title, operation: '修改页面布局' };
      await saveLayout(services, page.id, entries);
      ok(ctx, layoutOf(page, entries), '保存成功');
    },
  });
}

/** The layout as the dialog reads it: every block of the page in the company's order, with its title and whether it is hidden. */
function layoutOf(page: PageSpec, stored: LayoutEntry[] | null | undefined) {
  return { blocks: arrangedBlocks(page, stored).map(({ block, hidden }) => ({ key: block.key, title: block.title, hidden })) };
}

/** One layout row per company and page; a concurrent first save that lost the race updates the winner's row. */
async function saveLayout(services: Services, page: string, blocks: LayoutEntry[]) {
  const layouts = services.data.rows('PageLayout');
  // Found first: an update that changes nothing counts no row on MySQL.
  if (await layouts.exists({ page })) {
    await layouts.update({ blocks }, { where: { page } });
    return;
  }
  try {
    await layouts.create({ page, blocks });
  } catch (error) {
    if (!(error instanceof UniqueConstraintError)) throw error;
    await layouts.update({ blocks }, { where: { page } });
  }
}
