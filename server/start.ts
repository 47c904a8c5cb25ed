import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { boot } from './boot';
import { seedDemo } from '../seeds/load';
import { ensureCatalogue } from '../seeds/applications';
import { SchemaFileError } from './engine/load-schemas';
import demo from '../seeds/demo.json';

/** Builds the web app once, when dist/ has no index.html (a fresh clone). */
function ensureWebBuilt(webDir: string) {
  if (fs.existsSync(path.join(webDir, 'index.html'))) return;
  console.log('正在构建前端 (first start only, a few minutes)…');
  const result = spawnSync('npx', ['max', 'build'], { cwd: path.resolve(__dirname, '..'), stdio: 'inherit' });
  if (result.status !== 0) throw new Error('web build failed');
}

async function main() {
  const server = await boot();
  if (server.applied.length) console.log(`migrations applied: ${server.applied.join(', ')}`);
  // The application catalogue is platform reference data: every install has it, demo or not.
  await server.services.db.sequelize.transaction((transaction) => ensureCatalogue(server.services, transaction));
  if (await seedDemo(server.services)) console.log('demo data loaded');
  if (process.env.SKIP_WEB_BUILD !== '1') ensureWebBuilt(server.config.webDir);
  const { port } = server.config;
  server.app.listen(port, () => {
    console.log(`\n云商务平台 running at http://localhost:${port}`);
    console.log(`database: ${server.config.databaseUrl ? server.config.databaseUrl.replace(/\/\/[^@]*@/, '//***@') : path.join(server.config.dataDir, 'console.sqlite')}`);
    console.log(`demo accounts (password ${demo.password}):`);
    for (const company of demo.companies) {
      console.log(`  ${company.companyName}: administrator ${company.admin.mobile}; members ${company.members.map((m) => m.mobile).join(', ')}`);
    }
  });
}

main().catch((error) => {
  if (error instanceof SchemaFileError) {
    console.error(`schema error in ${error.file} at ${error.pointer || '/'}: ${error.reason}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
