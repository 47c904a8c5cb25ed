/** The 21 fixed industry options of the company profile (spec doc 1 §3, doc 2 §2). The value stored is the name. */
export const INDUSTRIES = [
  '电气机械及器材制造',
  '通用设备制造',
  '专用设备制造',
  '计算机、通信和其他电子设备制造',
  '仪器仪表制造',
  '汽车及零部件制造',
  '金属制品',
  '化学原料和化学制品',
  '医药制造',
  '橡胶和塑料制品',
  '纺织服装',
  '食品饮料',
  '家具制造',
  '建筑建材',
  '五金工具',
  '批发贸易',
  '零售电商',
  '物流仓储',
  '信息技术服务',
  '能源电力',
  '其他',
] as const;

export const INDUSTRY_OPTIONS = INDUSTRIES.map((name) => ({ label: name, value: name }));
