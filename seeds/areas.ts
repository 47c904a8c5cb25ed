import type { Services } from '../server/services';
import { seedNoticeSettings } from './notice-settings';
import { seedCompanyProfiles } from './company';
import { seedApplications } from './applications';
import { seedPlatformContent } from './platform-content';
import { seedPublishStock } from './publish-stock';
import { seedMessages } from './messages';
import { seedWallets } from './wallets';
import { seedLogisticsUsage } from './logistics-usage';
import { seedHolidays } from './holidays';
import { seedDemoAttendance } from './attendance';
import { seedHelpCenter } from './help-center';

/** What an area's demo seeder gets: the demo companies by name (tenant ids). It runs inside the seeding transaction. */
export interface SeedContext {
  services: Services;
  tenants: Map<string, number>;
}

export type AreaSeeder = (context: SeedContext) => Promise<void>;

/** Demo data of later areas (applications, notices, …), run after the companies exist. One line each. */
export const areaSeeders: AreaSeeder[] = [
  seedNoticeSettings,
  seedCompanyProfiles,
  seedApplications,
  seedPlatformContent,
  seedPublishStock,
  seedMessages,
  seedWallets,
  seedLogisticsUsage,
  seedHolidays,
  seedHelpCenter,
];

/**
 * Long demo histories (two months of attendance) a fresh demo start loads (`npm start`: server/start.ts), run after
 * the seeders above. The test database leaves them out: its tests start from known, empty records.
 */
export const historySeeders: AreaSeeder[] = [seedDemoAttendance];
