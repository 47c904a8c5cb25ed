/**
 * The server `npm run bench:web` measures, in a process of its own: the app on a fresh seeded SQLite database,
 * serving the web build in WEB_DIR (default dist/) on PORT. SIGTERM closes it and removes the database.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { boot } from '../../server/boot';
import { seedDemo } from '../../seeds/load';

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
  const server = await boot({ dataDir, webDir: path.resolve(process.env.WEB_DIR || 'dist') });
  await seedDemo(server.services);
  const httpServer = http.createServer(server.app.callback());
  httpServer.listen(Number(process.env.PORT), '127.0.0.1');
  const stop = async () => {
    httpServer.close();
    httpServer.closeAllConnections();
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
