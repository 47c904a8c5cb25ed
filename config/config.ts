/**
 * umi's configuration of the web app: its routes (routes.ts), browser targets, terser, the app-shell and
 * precompress plugins, and the dev proxy of /api to the server on port 8000.
 */
import path from 'node:path';
import { defineConfig } from '@umijs/max';
import { babelTargets, TARGETS } from './babel-targets';
import { devProxy } from './dev-proxy';
import routes from './routes';

const shim = (name: string) => path.resolve(__dirname, '../src/shims', name);

/**
 * The web app. What it leaves out keeps the first page light (README, "Web app weight"): no umi locale plugin
 * (moment, react-intl; antd's zh-CN comes from src/app.tsx), no request plugin (axios; src/services/request.ts is
 * the client), no antd plugin (lodash; src/app.tsx wraps ConfigProvider), no core-js polyfills or helmet.
 * `ANALYZE=1 npx max build` writes the chunk report to .tmp/web-analyze/report.html.
 */
export default defineConfig({
  access: {},
  model: {},
  initialState: {},
  title: '云商务平台',
  favicons: ['/favicon.svg'],
  routes,
  npmClient: 'npm',
  hash: true,
  mfsu: false,
  targets: TARGETS,
  chainWebpack: babelTargets,
  polyfill: false,
  helmet: false,
  alias: {
    'resize-observer-polyfill': shim('resize-observer.ts'),
    '@chenshuai2144/sketch-color': shim('sketch-color.ts'),
  },
  // terser makes the JS about 10 % smaller than esbuild's minifier (≈ 25 KB gzip on /login), for a slower build.
  jsMinifier: 'terser',
  jsMinifierOptions: { ecma: 2020, compress: { passes: 2 } },
  analyze: { analyzerMode: 'static', openAnalyzer: false, reportFilename: path.resolve(__dirname, '../.tmp/web-analyze/report.html') },
  plugins: [path.resolve(__dirname, 'app-shell-plugin.ts'), path.resolve(__dirname, 'precompress-plugin.ts')],
  proxy: { '/api': devProxy('http://localhost:8000') },
});
