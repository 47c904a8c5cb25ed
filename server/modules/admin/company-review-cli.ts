/**
 * Platform operator: approve or reject a company's pending certification request (no operator console yet).
 *
 *   npx tsx server/modules/admin/company-review-cli.ts <tenantId> approve
 *   npx tsx server/modules/admin/company-review-cli.ts <tenantId> reject "<reason shown to the company>"
 *
 * Uses the same database settings as the server (DATA_DIR, DATABASE_URL).
 */
import { boot } from '../../boot';
import { asSystem } from '../../context/request-context';
import { reviewCertification, type Review } from './company-certification';

async function main() {
  const [tenantText, decision, ...reasonWords] = process.argv.slice(2);
  const tenantId = Number(tenantText);
  if (!Number.isSafeInteger(tenantId) || tenantId <= 0 || !['approve', 'reject'].includes(decision)) {
    console.error('usage: company-review-cli.ts <tenantId> approve | reject "<reason>"');
    process.exit(2);
  }
  const review: Review = decision === 'approve' ? { approve: true } : { approve: false, reason: reasonWords.join(' ') };
  const server = await boot();
  try {
    await reviewCertification(server.services, tenantId, review, process.env.REVIEWER || '平台审核员');
    const company = await asSystem(() => server.services.db.models.Company.findByPk(tenantId, { raw: true }));
    console.log(`${(company as any).companyName}: authenticationStatus ${(company as any).authenticationStatus}`);
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  } finally {
    await server.close();
  }
}

void main();
