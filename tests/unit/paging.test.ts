import { positiveInteger, readId, readIds, readPaging } from '../../server/engine/paging';

/** One reading of ids, pages and limits: positive safe integers in decimal digits, or JSON numbers that are. */
describe('positiveInteger', () => {
  test.each([[1, 1], ['1', 1], ['42', 42], ['007', 7], [9007199254740991, 9007199254740991], ['9007199254740991', 9007199254740991]])('%p → %p', (value, expected) => {
    expect(positiveInteger(value)).toBe(expected);
  });
  test.each([true, false, [7], ['7'], { id: 7 }, '0x1', '7e0', '1e3', ' 7 ', '7 ', '+7', '-7', '1.0', '1.5', '', 'NaN', 'Infinity', 0, -1, 1.5, NaN, Infinity, '9007199254740992', 9007199254740992, null, undefined])(
    '%p is no id',
    (value) => {
      expect(positiveInteger(value)).toBeUndefined();
    },
  );
});

describe('readPaging', () => {
  test('defaults to page 1 of 10; the largest page size is 1,000', () => {
    expect(readPaging({})).toEqual({ page: 1, limit: 10, offset: 0 });
    expect(readPaging({ page: '3', limit: '1000' })).toEqual({ page: 3, limit: 1000, offset: 2000 });
  });
  test.each([{ page: '99999999999999999999' }, { page: '9007199254740991' }, { page: '0' }, { page: '1.5' }, { page: '0x2' }, { limit: '1001' }, { limit: '0' }, { page: ['1', '2'] }])(
    '%p is 400 分页参数不正确',
    (query) => {
      expect(() => readPaging(query)).toThrow(expect.objectContaining({ status: 400, message: '分页参数不正确' }));
    },
  );
  test('the offset stays a safe integer', () => {
    expect(readPaging({ page: '9007199254740', limit: '1000' }).offset).toBe(9007199254739000);
    expect(() => readPaging({ page: '9007199254742', limit: '1000' })).toThrow(expect.objectContaining({ status: 400 }));
  });
});

describe('readId and readIds', () => {
  test('a wrong id is 400 with the given message and field', () => {
    expect(() => readId('7e0')).toThrow(expect.objectContaining({ status: 400, message: '参数id格式不正确', data: ['id'] }));
    expect(() => readId(true, '请设置部门!', 'departId')).toThrow(expect.objectContaining({ message: '请设置部门!', data: ['departId'] }));
  });
  test('lists: comma text or an array, duplicates collapse, every part must be an id', () => {
    expect(readIds('3,1,3')).toEqual([3, 1]);
    expect(readIds([2, '5'])).toEqual([2, 5]);
    for (const wrong of ['1, 2', '1,,2', [true], [[7]], '1,0x2']) expect(() => readIds(wrong)).toThrow(expect.objectContaining({ status: 400 }));
  });
});
