import { DataTypes, Sequelize } from 'sequelize';
import { boundValue, dateText } from '../../server/db/kept-sql';

// A DATE column's bound text is written without moment; it must be the text Sequelize's generator binds, character
// for character, or kept SQL would store dates another way than Sequelize does.
// SQLite connections run at +00:00 (Sequelize refuses another timezone there); the others are set afterwards, so
// the generator's own offset handling is compared too.
function generatorFor(timezone: string) {
  const sequelize = new Sequelize({ dialect: 'sqlite', storage: ':memory:', logging: false }) as any;
  sequelize.options.timezone = timezone;
  return sequelize.getQueryInterface().queryGenerator;
}
const viaGenerator = (generator: any, value: unknown, attribute: any) => generator.format(value, attribute, {}, (formatted: unknown) => formatted);

const dates = [
  new Date('2026-11-24T16:05:09.007Z'),
  new Date('2026-12-31T23:59:59.999Z'),
  new Date('2024-02-29T00:00:00.000Z'),
  new Date('2026-01-01T07:30:00.120Z'),
  new Date('1999-12-31T16:00:00.000Z'),
  new Date(Date.UTC(1000, 0, 1, 12)),
  new Date('9999-12-31T10:00:00.050Z'),
];

test.each(['+00:00', '+08:00', '-05:30', '+05:45', '-00:00'])('timezone %s: each date bound as the generator binds it', (timezone) => {
  const generator = generatorFor(timezone);
  const attribute = { type: new (DataTypes.DATE as any)() };
  for (const date of dates) {
    const expected = viaGenerator(generator, date, attribute);
    expect([date.toISOString(), dateText(date, timezone)]).toEqual([date.toISOString(), expected]);
    expect(boundValue(generator, date, attribute)).toBe(expected);
  }
});

test('a zone name, an invalid date and a year outside 1000–9999 are left to the generator', () => {
  expect(dateText(new Date(), 'Asia/Shanghai')).toBeUndefined();
  expect(dateText(new Date(Number.NaN), '+08:00')).toBeUndefined();
  expect(dateText(new Date(Date.UTC(999, 11, 31)), '+00:00')).toBeUndefined();
  expect(dateText(new Date(Date.UTC(10000, 0, 1)), '+00:00')).toBeUndefined();
  const generator = generatorFor('Asia/Shanghai');
  const date = new Date('2026-11-24T16:05:09.007Z');
  expect(boundValue(generator, date, { type: new (DataTypes.DATE as any)() })).toBe('2026-11-25 00:05:09.007 +08:00');
});

test('only a DATE column: a date bound for a DATEONLY or a string column keeps the generator text', () => {
  const generator = generatorFor('+08:00');
  const date = new Date('2026-11-24T16:05:09.007Z');
  expect(boundValue(generator, date, { type: new (DataTypes.DATEONLY as any)() })).toBe(viaGenerator(generator, date, { type: new (DataTypes.DATEONLY as any)() }));
  expect(boundValue(generator, '2026-11-24', { type: new (DataTypes.DATE as any)() })).toBe(viaGenerator(generator, '2026-11-24', { type: new (DataTypes.DATE as any)() }));
});
