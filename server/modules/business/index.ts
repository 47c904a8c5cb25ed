import type { ServerModule } from '../../engine/area-types';
import { mountApplications } from './applications';
import { publishStockHooks } from './publish-stock';

/**
 * The application catalogue's calls and the local placeholder pages the apps open (应用管理's rules are in admin/index.ts);
 * the workbench's inventory sharing centre (库存共享, schemas/inventory/publishStock.json: publish-stock.ts).
 */
const business: ServerModule = {
  hooks: { publishStock: publishStockHooks },
  mounts: [mountApplications],
};

export default business;
