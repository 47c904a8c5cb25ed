import { areaList } from '@vant/area-data';
import { REGIONS } from '../../shared/regions';
import { resolveRegion, regionCodesOut } from '../../server/modules/regions/region-codes';
import { detectKind, wrongKindMessage } from '../../server/providers/storage/file-kinds';
import { makePng, SMALL_JPEG, TINY_GIF } from '../support/images';

describe('region data set', () => {
  test('mainland China: 31 provinces, every city and county of the package under its own parent', () => {
    expect(REGIONS).toHaveLength(31);
    for (const code of ['710000', '810000', '820000']) expect(REGIONS.find((p) => p.value === code)).toBeUndefined();
    let cities = 0;
    let counties = 0;
    for (const province of REGIONS) {
      expect(province.label).toBe(areaList.province_list[province.value]);
      for (const city of province.children ?? []) {
        cities++;
        expect(city.value.slice(0, 2)).toBe(province.value.slice(0, 2));
        expect(city.children?.length).toBeGreaterThan(0);
        for (const county of city.children ?? []) {
          counties++;
          expect(county.value.slice(0, 4)).toBe(city.value.slice(0, 4));
          expect(county.children).toBeUndefined();
        }
      }
    }
    const mainland = (list: Record<string, string>) => Object.keys(list).filter((code) => !/^(71|81|82)/.test(code)).length;
    expect(cities).toBe(mainland(areaList.city_list));
    expect(counties).toBe(mainland(areaList.county_list));
  });

  test('a code triple resolves only as a real province → city → county chain', () => {
    expect(resolveRegion(['330000', '330100', '330106'])).toEqual({
      codes: ['330000', '330100', '330106'],
      names: { province: '浙江省', city: '杭州市', county: '西湖区' },
    });
    expect(resolveRegion('110000,110100,110108')?.names).toEqual({ province: '北京市', city: '北京市', county: '海淀区' });
    expect(resolveRegion([330000, 330100, 330106])?.codes).toEqual(['330000', '330100', '330106']);
    for (const bad of [undefined, null, '', [], ['330000'], ['330000', '330100'], ['330000', '330100', '330106', '1'], ['330000', '320100', '320102'],
      ['330000', '330100', '320102'], ['810000', '810100', '810101'], ['__proto__', 'constructor', 'toString'], [{}, [], null], 'abc']) {
      expect(resolveRegion(bad)).toBeUndefined();
    }
    expect(regionCodesOut('330000,330100,330106')).toEqual(['330000', '330100', '330106']);
    expect(regionCodesOut(null)).toEqual([]);
  });
});

describe('file kinds by content', () => {
  test('PNG and JPEG are recognised by their first bytes; other content is not, whatever it claims', () => {
    expect(detectKind(makePng(), ['jpg', 'png'])).toBe('png');
    expect(detectKind(SMALL_JPEG, ['jpg', 'png'])).toBe('jpg');
    expect(detectKind(TINY_GIF, ['jpg', 'png'])).toBeUndefined();
    expect(detectKind(TINY_GIF, ['gif'])).toBe('gif');
    expect(detectKind(Buffer.from('<svg/>'), ['jpg', 'png'])).toBeUndefined();
    expect(detectKind(Buffer.alloc(0), ['jpg', 'png'])).toBeUndefined();
    expect(detectKind(makePng().subarray(0, 7), ['png'])).toBeUndefined();
    expect(detectKind(makePng(), ['jpg'])).toBeUndefined();
  });

  test('the refusal names the kinds the caller accepts', () => {
    expect(wrongKindMessage(['jpg', 'png'])).toBe('上传图片只能是 JPG、JPEG、PNG 格式!');
    expect(wrongKindMessage(['jpg', 'png', 'gif'])).toBe('上传图片只能是 JPG、JPEG、PNG、GIF 格式!');
  });
});
