import type { ServerModule } from '../../engine/area-types';
import { mountApplications } from './applications';
import { publishStockHooks } from './publish-stock';
import { mountAppTrial } from './app-trial';
import { mountWebTemplatePurchases, webTemplateHooks } from './web-templates';
import { appDetailHooks } from './app-detail';
import { myAppsHooks } from './my-apps';
import { catalogueHooks } from './catalogue';

/**
 * The application catalogue's calls and the local placeholder pages the apps open (应用管理's rules are in admin/index.ts);
 * the workbench's inventory sharing centre (库存共享, schemas/inventory/publishStock.json: publish-stock.ts); the
 * application centre's catalogue and packages (section catalogue, schemas/company/catalogue.json: catalogue.ts), an item's detail every member reads (section appDetail,
 * schemas/company/appDetail.json: app-detail.ts) and the workbench's 我的应用 (section myApps: my-apps.ts), 申请试用 (app-trial.ts) and the website template
 * gallery (schemas/platform/webTemplate.json: web-templates.ts).
 */
const business: ServerModule = {
  hooks: { publishStock: publishStockHooks, webTemplate: webTemplateHooks, appDetail: appDetailHooks, myApps: myAppsHooks, catalogue: catalogueHooks },
  mounts: [mountApplications, mountAppTrial, mountWebTemplatePurchases],
};

export default business;
