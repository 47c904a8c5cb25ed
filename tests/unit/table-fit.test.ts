import { tableScrollX } from '../../src/components/SchemaPage/column-width';

// Issue 27, "Tables clip": a column shown only from a breakpoint (`hideBelow`) counts in `scroll.x` only where it shows.
describe('tableScrollX with responsive columns', () => {
  const columns = [{ width: 100 }, { width: 200, responsive: ['xl' as const] }, { width: 50, responsive: ['xxl' as const] }];
  it('counts a secondary column where its breakpoint matches', () => {
    expect(tableScrollX(columns, false, { lg: true, xl: true, xxl: true })).toBe(350);
    expect(tableScrollX(columns, false, { lg: true, xl: true, xxl: false })).toBe(300);
  });
  it('leaves it out in a narrower window', () => {
    expect(tableScrollX(columns, true, { lg: true, xl: false, xxl: false })).toBe(148);
  });
});
