import { defineConfig } from '@umijs/max';
import routes from './routes';

export default defineConfig({
  antd: { configProvider: {} },
  access: {},
  model: {},
  initialState: {},
  request: {},
  locale: { default: 'zh-CN', antd: true, baseNavigator: false },
  title: '云商务平台',
  routes,
  npmClient: 'npm',
  hash: true,
  mfsu: false,
  esbuildMinifyIIFE: true,
  proxy: { '/api': { target: 'http://localhost:8000', changeOrigin: true } },
});
