import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import type { Server } from 'node:http';
import { boot } from './boot';
import { seedDemo } from '../seeds/load';
import { ensureCatalogue } from '../seeds/applications';
import { SchemaFileError } from './engine/load-schemas';
import { schemaErrorLine } from './engine/schema-reload';
import { DatabaseStartError } from './db/database-setup';
import { RedisStartError } from './providers/rate-limit/redis-connection';
import demo from '../seeds/demo.json';
import { PROJECT_ROOT } from './project-root';
import { collectWhenIdle } from './runtime/idle-collection';
import { MissingSettingsError } from '../config/production-settings';
import { SmsProviderSettingsError } from '../config/sms-provider';
import type { ServerConfig } from '../config/server';
import { ensureFirstOperator, FirstOperatorError } from './modules/platform/first-operator';

/** Builds the web app once, when dist/ has no index.html (a fresh clone). */
function ensureWebBuilt(webDir: string) {
  if (fs.existsSync(path.join(webDir, 'index.html'))) return;
  console.log('正在构建前端 (first start only, a few minutes)…');
  const result = spawnSync('npx', ['max', 'build'], { cwd: PROJECT_ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('web build failed');
}

async function main() {
  const server = await boot();
  if (server.applied.length) console.log(`migrations applied: ${server.applied.join(', ')}`);
  // The application catalogue is platform reference data: every install has it, demo or not.
  await ensureCatalogue(server.services);
  if (server.config.mode === 'production') {
    if (await ensureFirstOperator(server.services, server.config.firstOperator!)) console.log(`platform operator created: ${server.config.firstOperator!.mobile}`);
  } else if (await seedDemo(server.services, { history: true })) {
    console.log('demo data loaded');
  }
  if (process.env.SKIP_WEB_BUILD !== '1') ensureWebBuilt(server.config.webDir);
  const { port } = server.config;
  const httpServer = server.app.listen(port, () => {
    console.log(`\n云商务平台 running at http://localhost:${port}`);
    console.log(`database: ${server.config.databaseUrl ? server.config.databaseUrl.replace(/\/\/[^@]*@/, '//***@') : path.join(server.config.dataDir, 'console.sqlite')}`);
    if (server.config.mode === 'production') printProductionMode(server.config);
    else printDemoMode();
    console.log('SMS: no gateway; codes are never answered, they are in this log and in 运营管理 → 短信发件箱');
  });
  collectWhenIdle(httpServer);
  if (watchesSchemas(server.config.databaseUrl)) {
    await server.schemas.watch();
    httpServer.on('close', () => void server.schemas.close());
    console.log('watching schemas/: a saved schema file is live within two seconds (SCHEMA_WATCH=0 turns this off)');
  }
  stopOnSignals(httpServer, server.close);
}

function printDemoMode() {
  console.log('演示模式 (demo mode): demo accounts loaded, payment sandbox on — set NODE_ENV=production for a deployment');
  console.log(`demo accounts (password ${demo.password}):`);
  for (const company of demo.companies) {
    console.log(`  ${company.companyName}: administrator ${company.admin.mobile}; members ${company.members.map((m) => m.mobile).join(', ')}`);
  }
  console.log(`  platform operator (运营管理, /operator): ${demo.operator.mobile}`);
}

function printProductionMode(config: ServerConfig) {
  console.log('生产模式 (production mode): no demo data');
  if (config.payment.gateway === 'sandbox') console.log('payment: the SANDBOX is on (PAYMENT_SANDBOX=1): its confirm page pays any order without money — never for real customers');
  else console.log('payment: no channel configured: QR payments answer 未配置支付渠道 (server/providers/payment)');
}

/** SIGTERM or SIGINT: stop taking requests, close the database, exit 0 (a profiler or process manager sees a clean end). */
function stopOnSignals(httpServer: Server, close: () => Promise<void>) {
  const stop = () => {
    httpServer.close();
    httpServer.closeAllConnections();
    close()
      .catch((error) => console.error('closing the database failed', error))
      .finally(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

/** Hot reload is on with the embedded SQLite database, or anywhere with SCHEMA_WATCH=1 (off with SCHEMA_WATCH=0). */
function watchesSchemas(databaseUrl: string | undefined): boolean {
  if (process.env.SCHEMA_WATCH) return process.env.SCHEMA_WATCH === '1';
  return !databaseUrl?.startsWith('mysql');
}

main().catch((error) => {
  if (error instanceof SchemaFileError) {
    console.error(schemaErrorLine(error));
  } else if (error instanceof DatabaseStartError || error instanceof RedisStartError || error instanceof MissingSettingsError || error instanceof SmsProviderSettingsError || error instanceof FirstOperatorError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
