import type { RouteDoc } from '../../http/route-table';

/** The API documentation of the shared stock's routes that are no section operation (publish-stock.ts, stock-import.ts). */

/** `GET consult?id=`: the QQ to open and the row's consult count. */
export const CONSULT_DOC: RouteDoc = {
  query: [{ name: 'id', in: 'query', required: true, description: '库存 ID（已发布的）', schema: { type: 'integer', minimum: 1 } }],
  data: {
    type: 'object',
    required: ['id', 'qq', 'consultCount'],
    properties: {
      id: { type: 'integer', minimum: 1, description: '库存 ID' },
      qq: { type: 'string', description: '联系 QQ（未填为空字符串）' },
      consultCount: { type: 'integer', minimum: 0, description: '咨询次数（各企业的点击合计）' },
    },
  },
};

/** `POST import`: the rows published; a file with bad rows imports nothing and names each bad row. */
export const IMPORT_DOC: RouteDoc = {
  data: { type: 'object', required: ['count'], properties: { count: { type: 'integer', minimum: 1, description: '导入的行数' } } },
  badRequestData: {
    type: 'object',
    required: ['errors'],
    properties: {
      errors: {
        type: 'array',
        description: '有误的行（未导入任何数据）',
        items: {
          type: 'object',
          required: ['row', 'field', 'message'],
          properties: {
            row: { type: 'integer', minimum: 2, description: '表格中的行号' },
            field: { type: ['string', 'null'], description: '出错的字段' },
            message: { type: 'string', description: '中文提示' },
          },
        },
      },
    },
  },
};
