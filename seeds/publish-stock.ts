import type { SeedContext } from './areas';
import { asTenant } from '../server/context/request-context';

/**
 * Demo stock both demo companies publish in the inventory sharing centre (库存共享: bearings, valves, motors, cables,
 * breakers, …), 150 rows each, a few withdrawn. Generated from fixed lists (no randomness), so every start and
 * every test database has the same rows; runs with the demo companies' first load (seeds/load.ts), so nothing twice.
 */
interface Line {
  brand: string;
  goods: string;
  series: string;
  models: string[];
  /** List price in fen of the first model; later models step up. */
  fen: number;
}

const LINES: Line[] = [
  { brand: 'SKF', goods: '深沟球轴承', series: '6200系列', models: ['6201-2Z', '6202-2RS1', '6203-2Z', '6204-2RSH', '6205-2Z/C3', '6206-2RS1'], fen: 1850 },
  { brand: 'NSK', goods: '圆锥滚子轴承', series: 'HR系列', models: ['HR30205J', 'HR30206J', 'HR30207J', 'HR32208J', 'HR32210J'], fen: 6420 },
  { brand: 'FAG', goods: '圆柱滚子轴承', series: 'NU系列', models: ['NU205-E-XL-TVP2', 'NU206-E-XL-TVP2', 'NU308-E-XL-TVP2', 'NU310-E-XL-M1'], fen: 15600 },
  { brand: '哈轴', goods: '调心球轴承', series: '1200系列', models: ['1205', '1206K', '1207', '1208K'], fen: 3200 },
  { brand: '西门子', goods: '三相异步电动机', series: '1LE0系列', models: ['1LE0001-0DB32', '1LE0001-0EA42', '1LE0001-1AB42', '1LE0001-1BB23'], fen: 168000 },
  { brand: 'ABB', goods: '低压交流电机', series: 'M2BAX系列', models: ['M2BAX 80MA4', 'M2BAX 90SLB4', 'M2BAX 100LA4', 'M2BAX 132SA4'], fen: 142000 },
  { brand: '卧龙', goods: '高效节能电机', series: 'YE3系列', models: ['YE3-80M2-4', 'YE3-90L-4', 'YE3-100L1-4', 'YE3-112M-4', 'YE3-132S-4'], fen: 98000 },
  { brand: '施耐德', goods: '小型断路器', series: 'iC65N系列', models: ['A9F18116', 'A9F18216', 'A9F18332', 'A9F18463'], fen: 5600 },
  { brand: '正泰', goods: '交流接触器', series: 'CJX2系列', models: ['CJX2-0910 220V', 'CJX2-1810 220V', 'CJX2-2510 380V', 'CJX2-3210 220V'], fen: 4500 },
  { brand: '德力西', goods: '塑壳断路器', series: 'CDM3系列', models: ['CDM3-125S/3300 63A', 'CDM3-125S/3300 100A', 'CDM3-250S/3300 200A'], fen: 26800 },
  { brand: '远东电缆', goods: '电力电缆', series: 'YJV系列', models: ['YJV 3*4+1*2.5', 'YJV 3*16+1*10', 'YJV 3*35+1*16', 'YJV 4*25'], fen: 2350 },
  { brand: '起帆', goods: '控制电缆', series: 'KVVP系列', models: ['KVVP 4*1.5', 'KVVP 7*1.5', 'KVVP 10*2.5', 'KVVP 14*1.0'], fen: 980 },
  { brand: '上海沪工', goods: '不锈钢球阀', series: 'Q41F系列', models: ['Q41F-16P DN25', 'Q41F-16P DN40', 'Q41F-16P DN50', 'Q41F-16P DN80'], fen: 21000 },
  { brand: '良工', goods: '闸阀', series: 'Z41H系列', models: ['Z41H-16C DN50', 'Z41H-16C DN100', 'Z41H-25 DN80'], fen: 46000 },
  { brand: '费斯托', goods: '标准气缸', series: 'DSBC系列', models: ['DSBC-32-50-PPVA-N3', 'DSBC-40-100-PPVA-N3', 'DSBC-50-125-PPVA-N3'], fen: 89000 },
  { brand: 'SMC', goods: '电磁阀', series: 'SY系列', models: ['SY3120-5LZD-M5', 'SY5120-5DZ-01', 'SY7120-5DZ-02'], fen: 31500 },
  { brand: '欧姆龙', goods: '接近开关', series: 'E2E系列', models: ['E2E-X5ME1 2M', 'E2E-X10ME1 2M', 'E2E-X2D1-N 2M'], fen: 16800 },
  { brand: '台达', goods: '变频器', series: 'VFD-M系列', models: ['VFD007M43B', 'VFD015M43B', 'VFD022M43B', 'VFD037M43A'], fen: 128000 },
];

const QQ = ['800012345', '2851001234'];

/** The rows of one company: the lines from `offset`, round the list, 150 rows, a few of them withdrawn (status 0). */
function stockRows(company: string, index: number) {
  const rows: Record<string, unknown>[] = [];
  let n = 0;
  for (let round = 0; rows.length < 150; round++) {
    for (let i = 0; i < LINES.length && rows.length < 150; i++) {
      const line = LINES[(i + index * 7) % LINES.length];
      const model = line.models[(round + index) % line.models.length];
      n++;
      const itemNo = `${index === 0 ? 'YS' : 'SL'}${String(100000 + n * 37 + round).padStart(6, '0')}`;
      rows.push({
        brandName: line.brand,
        goodsName: line.goods,
        series: line.series,
        specModel: round === 0 ? model : `${model}-${round}`,
        itemNo,
        retailPrice: line.fen + ((round * 137 + i * 11) % 50) * 10,
        availableQty: ((n * 53 + index * 17) % 480) + 5,
        qq: QQ[index % QQ.length],
        status: n % 25 === 7 ? 0 : 1,
        companyName: company,
      });
    }
  }
  return rows;
}

export async function seedPublishStock({ services, tenants }: SeedContext): Promise<void> {
  const model = services.db.sections.publishStock;
  if (!model) return;
  const now = Date.now();
  let index = 0;
  for (const [company, tenantId] of tenants) {
    const rows = stockRows(company, index).map((row, i) => ({ ...row, crtUserName: '系统', updUserName: '系统', updTime: new Date(now - i * 3_600_000), crtTime: new Date(now - i * 3_600_000) }));
    await asTenant(tenantId, () => model.bulkCreate(rows));
    index++;
  }
  // A few consult clicks: each company asked about some of the other's published rows.
  const ids = [...tenants.values()];
  for (const [i, tenantId] of ids.entries()) {
    const other = ids[(i + 1) % ids.length];
    if (other === tenantId) continue;
    const theirs = (await asTenant(other, () => model.findAll({ where: { tenantId: other, status: 1 }, attributes: ['id'], order: [['id', 'ASC']], limit: 40, raw: true }))) as unknown as { id: number }[];
    const clicks = theirs.flatMap((row, k) => Array.from({ length: k % 4 }, () => ({ stockId: row.id, crtUserName: '系统' })));
    await asTenant(tenantId, () => services.db.models.StockConsult.bulkCreate(clicks));
  }
}
