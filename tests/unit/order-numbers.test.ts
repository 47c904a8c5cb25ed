/** Order numbers people read: yyyyMMddHHmmss and six digits, never repeated by one process (server/modules/commerce/order-numbers.ts). */
import { newFlowNo, newOrderNo, newOrderSn } from '../../server/modules/commerce/order-numbers';

test('ten thousand order numbers made at once are all different (random digits repeat about fifty times)', () => {
  const made = Array.from({ length: 10_000 }, newOrderNo);
  expect(new Set(made).size).toBe(made.length);
  for (const number of made.slice(0, 3)) expect(number).toMatch(/^\d{20}$/);
});

test('the gateway and ledger numbers keep their shapes', () => {
  expect(newOrderSn()).toMatch(/^PAY\d{24}$/);
  expect(newFlowNo()).toMatch(/^TF\d{24}$/);
});
