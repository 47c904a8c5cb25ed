/**
 * The API documentation page at /api-docs: Swagger UI from swagger-ui-dist, served locally, over GET
 * /api/openapi.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RouteTable } from '../http/route-table';
import { notFound } from '../http/envelope';

const SPEC_URL = '/api/openapi.json';
const SWAGGER_DIR = path.dirname(require.resolve('swagger-ui-dist/package.json'));

/** The files of swagger-ui-dist the page loads; nothing else of the package is served. */
const ASSETS = new Map([
  ['swagger-ui.css', 'text/css; charset=utf-8'],
  ['swagger-ui-bundle.js', 'application/javascript; charset=utf-8'],
  ['favicon-32x32.png', 'image/png'],
  ['favicon-16x16.png', 'image/png'],
]);

// The package's own initializer points at the petstore; ours reads the document's url from the page.
const INITIALIZER = `window.onload = function () {
  var root = document.getElementById('swagger-ui');
  window.ui = SwaggerUIBundle({
    url: root.getAttribute('data-url'),
    dom_id: '#swagger-ui',
    deepLinking: true,
    persistAuthorization: true,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout'
  });
};
`;

const PAGE = `<!DOCTYPE html>
<html lang="zh-CN">
<head>
  <meta charset="UTF-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>云商务平台 接口文档</title>
  <link rel="stylesheet" href="/api-docs/swagger-ui.css">
  <link rel="icon" type="image/png" href="/api-docs/favicon-32x32.png" sizes="32x32">
  <link rel="icon" type="image/png" href="/api-docs/favicon-16x16.png" sizes="16x16">
  <style>body { margin: 0; }</style>
</head>
<body>
  <div id="swagger-ui" data-url="${SPEC_URL}"></div>
  <script src="/api-docs/swagger-ui-bundle.js" charset="UTF-8"></script>
  <script src="/api-docs/swagger-initializer.js" charset="UTF-8"></script>
</body>
</html>
`;

/** `/api-docs`: Swagger UI (swagger-ui-dist, served locally) showing GET /api/openapi.json. */
export function mountApiDocs(table: RouteTable) {
  table.add({
    method: 'GET',
    path: '/api-docs',
    object: 'public',
    action: 'read',
    summary: '接口文档页面（Swagger UI）',
    contentType: 'text/html',
    handler: (ctx) => {
      ctx.type = 'html';
      ctx.body = PAGE;
    },
  });
  table.add({
    method: 'GET',
    path: '/api-docs/:file',
    object: 'public',
    action: 'read',
    summary: '接口文档页面的脚本、样式与图标',
    contentType: 'application/octet-stream',
    handler: (ctx) => {
      const name = String(ctx.params.file);
      if (name === 'swagger-initializer.js') {
        ctx.type = 'application/javascript; charset=utf-8';
        ctx.body = INITIALIZER;
        return;
      }
      const type = ASSETS.get(name);
      if (!type) throw notFound('文件不存在');
      ctx.set('Cache-Control', 'public, max-age=86400');
      ctx.type = type;
      ctx.body = fs.createReadStream(path.join(SWAGGER_DIR, name));
    },
  });
}
