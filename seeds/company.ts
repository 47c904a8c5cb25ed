import { asTenant } from '../server/context/request-context';
import { resolveRegion } from '../server/modules/regions/region-codes';
import type { AreaSeeder } from './areas';

/** Company profiles of the demo companies (企业信息设置): industry, region, address, phone, zip code. */
const profiles: Record<string, { industry: string; region: string[]; address: string; mobile: string; zipCode: string }> = {
  演示科技有限公司: { industry: '信息技术', region: ['330000', '330100', '330106'], address: '文三路 90 号东部软件园 3 号楼 5 层', mobile: '0571-88886666', zipCode: '310012' },
  示例制造有限公司: { industry: '机械设备', region: ['320000', '320500', '320505'], address: '狮山路 28 号 2 号厂房', mobile: '0512-66887788', zipCode: '215011' },
};

export const seedCompanyProfiles: AreaSeeder = async ({ services, tenants }) => {
  for (const [name, profile] of Object.entries(profiles)) {
    const tenantId = tenants.get(name);
    const region = resolveRegion(profile.region);
    if (!tenantId || !region) continue;
    await asTenant(tenantId, () =>
      services.db.models.Company.update(
        { industry: profile.industry, mobile: profile.mobile, address: profile.address, zipCode: profile.zipCode, regionCodes: region.codes.join(','), ...region.names },
        { where: { id: tenantId } },
      ),
    );
  }
};
