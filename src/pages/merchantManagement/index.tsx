/**
 * 系统管理 (/merchantManagement, the admin area's page; spec doc 2 §2): the area's console with the caller's menu.
 * `contentIndex` names the open section; `index=我的订单` (from the workbench) is read first.
 */
import AreaPage from '@/layouts/AreaPage';

export default function MerchantManagementPage() {
  return <AreaPage param="contentIndex" alsoReads={['index']} />;
}
