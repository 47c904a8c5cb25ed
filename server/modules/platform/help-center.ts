/**
 * The help center's rules (schemas/platform/helpTitle.json, helpVideo.json: one HelpEntry table, helpType 0 a
 * document or folder, 1 a teaching video): each section sees its own kind of row (the public search sees both);
 * documents form a tree whose parent is a live document and never the document itself or one under it; a move
 * (drag in the console: a generic update of parentId and sort, sort being the position among the new siblings)
 * renumbers the siblings; a folder with documents in it is not deleted; a video needs an uploaded file or a url, and answers `title`.
 */
import { Op } from 'sequelize';
import type { Services } from '../../services';
import { badRequest, conflict } from '../../http/envelope';
import type { SectionHooks } from '../../engine/section-hooks';
import { publicVideoRows } from './help-video-files';

export const HELP_DOCUMENT = 0;
export const HELP_VIDEO = 1;
const ROOT = 0;

const documents = (services: Services) => services.data.section('helpTitle');

/** The parent must be the top level or a live document, and not `id` itself or a document under it. */
async function checkParent(services: Services, parentId: number, id?: number): Promise<void> {
  if (parentId === ROOT) return;
  const rows = (await documents(services).findAll({ where: { helpType: HELP_DOCUMENT }, attributes: ['id', 'parentId'], raw: true })) as { id: number; parentId: number }[];
  const parentOf = new Map(rows.map((row) => [row.id, row.parentId]));
  if (!parentOf.has(parentId)) throw badRequest('上级目录不存在', ['parentId']);
  for (let at: number | undefined = parentId; at !== undefined && at !== ROOT; at = parentOf.get(at)) {
    if (at === id) throw badRequest('不能移动到自身或其下级目录中', ['parentId']);
  }
}

/** The siblings of a moved document numbered 0, 1, … with the document at `position`. */
async function renumberSiblings(services: Services, row: { id: number; parentId: number; sort: number }): Promise<void> {
  const siblings = (await documents(services).findAll({
    where: { helpType: HELP_DOCUMENT, parentId: row.parentId, id: { [Op.ne]: row.id } },
    attributes: ['id', 'sort'],
    order: [['sort', 'ASC'], ['id', 'ASC']],
    raw: true,
  })) as { id: number; sort: number }[];
  const ordered = [...siblings];
  ordered.splice(Math.min(row.sort, siblings.length), 0, { id: row.id, sort: row.sort });
  for (const [position, sibling] of ordered.entries()) {
    if (sibling.sort !== position) await documents(services).update({ sort: position }, { where: { id: sibling.id } });
  }
}

export const helpTitleHooks: SectionHooks = {
  // The public search reads documents and videos (its tabs); every other operation reads documents only.
  rowWhere: ({ operation }) => (operation === 'searchKeywords' ? {} : { helpType: HELP_DOCUMENT }),
  // A video among the search's hits plays from its public address.
  decorate: (rows, { operation }) => publicVideoRows(rows, operation),
  async beforeCreate(values, { services }) {
    await checkParent(services, values.parentId ?? ROOT);
    return { ...values, helpType: HELP_DOCUMENT };
  },
  async afterCreate(row, input, { services }) {
    if (input.sort !== undefined) await renumberSiblings(services, row.get({ plain: true }));
  },
  async beforeUpdate(row, values, { services }) {
    if (values.parentId !== undefined) await checkParent(services, values.parentId, row.id);
  },
  async afterUpdate(row, input, { services }) {
    if (input.parentId !== undefined || input.sort !== undefined) await renumberSiblings(services, row.get({ plain: true }));
  },
  async beforeDelete(row, { services }) {
    if (await documents(services).exists({ helpType: HELP_DOCUMENT, parentId: row.id })) throw conflict('请先删除或移走该目录下的文档');
  },
};

export const helpVideoHooks: SectionHooks = {
  rowWhere: () => ({ helpType: HELP_VIDEO }),
  beforeCreate(values) {
    if (!values.url && !values.videoFile) throw badRequest('请上传视频文件或输入视频地址', ['url']);
    return { ...values, helpType: HELP_VIDEO, parentId: ROOT };
  },
  beforeUpdate(_row, values) {
    if ('url' in values && !values.url && !values.videoFile) throw badRequest('请上传视频文件或输入视频地址', ['url']);
    if ('parentId' in values) return { ...values, parentId: ROOT };
  },
  // The spec's name of a video's title (help video: cover, title, url, application, category); an uploaded file
  // by its public address in the public reads.
  decorate(rows, { operation }) {
    for (const row of rows) row.title = row.name;
    publicVideoRows(rows, operation);
  },
};
