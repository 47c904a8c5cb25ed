/**
 * The company's purchase grant: the menu entry `purchase` (应用购买) of the 应用中心 area (schemas/appCenter/area.json),
 * a Casbin object like every menu leaf. Administrators hold it (`role:admin` has every object); a role is granted it
 * in 权限设置. The application centre, 申请试用 and buying (packages, website templates) are checked against it.
 */
export const PURCHASE_OBJECT = 'purchase';
