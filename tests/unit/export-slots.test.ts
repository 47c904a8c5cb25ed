import { ExportSlots } from '../../server/engine/export-slots';

const limits = { maxRunning: 2, maxPerCompany: 1, maxRows: 100_000 };

test('one export per company and two per instance; a slot given back twice counts once', () => {
  const slots = new ExportSlots(limits);
  const first = slots.take(1)!;
  expect(first).toBeInstanceOf(Function);
  expect(slots.take(1)).toBeUndefined();
  const second = slots.take(2)!;
  expect(slots.take(3)).toBeUndefined();
  first();
  first();
  expect(slots.take(1)).toBeInstanceOf(Function);
  // Still full: company 1's new export and company 2's; the double release above freed one slot only.
  expect(slots.take(3)).toBeUndefined();
  second();
  expect(slots.take(3)).toBeInstanceOf(Function);
});
