/**
 * Prepares the bench's database in a data directory, then exits: migrations, the catalogue and the demo data as
 * `npm start` loads them, plus the 10,000-member company and its 100,000 orders, on SQLite or (BENCH_DATABASE_URL) on
 * MySQL. Prints one JSON line: the SQLite file, the tenant ids and the SMS pack the payOrder target buys.
 */
import path from 'node:path';
import { boot } from '../../server/boot';
import { asSystem } from '../../server/context/request-context';
import { ensureCatalogue } from '../../seeds/applications';
import { seedDemo } from '../../seeds/load';
import demo from '../../seeds/demo.json';
import { seedBigCompany } from '../seed-big-company';
import { seedBigOrders } from '../seed-orders';

async function main() {
  const dataDir = process.argv[2];
  if (!dataDir) throw new Error('usage: seed <data dir>');
  // BENCH_DATABASE_URL: the bench's throw-away MySQL database (the SQLite file in the data directory otherwise).
  const server = await boot({ dataDir, databaseUrl: process.env.BENCH_DATABASE_URL || undefined });
  await ensureCatalogue(server.services);
  await seedDemo(server.services);
  const bigTenantId = await seedBigCompany(server.services);
  const smsPackage = await seedBigOrders(server.services, bigTenantId);
  // asSystem: finds the demo company among all companies.
  const demoCompany: any = await asSystem(() => server.services.db.models.Company.findOne({ where: { companyName: demo.companies[0].companyName }, raw: true }));
  await server.close();
  process.stdout.write(`${JSON.stringify({ dbFile: path.join(dataDir, 'console.sqlite'), demoTenantId: demoCompany.id, bigTenantId, smsPackage })}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
