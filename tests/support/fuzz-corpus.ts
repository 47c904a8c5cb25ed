/** Bad values for any field, parameter or body: wrong types, nulls, arrays for scalars, huge, deep and hostile. */

const deep = (depth: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};
const deepArray = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth);

/** Values put in place of one JSON field (or as the whole JSON body). */
export const JSON_VALUES: [string, unknown][] = [
  ['null', null],
  ['true', true],
  ['empty string', ''],
  ['array of a number', [1]],
  ['array of strings', ['a', 'b']],
  ['object', { id: 1 }],
  ['negative', -1],
  ['zero', 0],
  ['fraction', 1.5],
  ['huge number', 1e308],
  ['past safe integers', 2 ** 64],
  ['100 KB string', '长'.repeat(100_000)],
  ['NUL in text', 'a\u0000b'],
  ['lone surrogate', '\ud800'],
  ['deep nesting', deep(2_000)],
  ['__proto__ key', JSON.parse('{"__proto__": {"isCompanyAdmin": 1, "polluted": true}}')],
  ['constructor key', { constructor: { prototype: { polluted: true } } }],
];

/** Values put in place of one query or path parameter (already URL-encoded where it matters). */
export const TEXT_VALUES: [string, string][] = [
  ['empty', ''],
  ['word', 'abc'],
  ['negative', '-1'],
  ['zero', '0'],
  ['fraction', '1.5'],
  ['exponent', '1e309'],
  ['past 64 bits', '99999999999999999999'],
  ['hex', '0x10'],
  ['NUL', '%00'],
  ['invalid UTF-8', '%FF%FE'],
  ['bad percent escape', '%E4%'],
  ['long', 'x'.repeat(4_000)],
  ['__proto__', '__proto__'],
  ['constructor', 'constructor'],
];

/** Whole raw bodies that are not what they claim to be, with their content type. */
export const RAW_BODIES: [string, string, Buffer][] = [
  ['invalid UTF-8 JSON', 'application/json', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
  ['truncated JSON', 'application/json', Buffer.from('{"name": "x", ')],
  ['deep JSON arrays', 'application/json', Buffer.from(deepArray(10_000))],
  ['JSON with a NUL byte', 'application/json', Buffer.from('{"name":"a\u0000b"}')],
  ['JSON __proto__', 'application/json', Buffer.from('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}')],
  ['form __proto__', 'application/x-www-form-urlencoded', Buffer.from('__proto__[polluted]=1&constructor[prototype][polluted]=1&a[b][c][d][e][f]=1')],
  ['invalid UTF-8 form', 'application/x-www-form-urlencoded', Buffer.from([0x61, 0x3d, 0xff, 0xfe])],
  ['text as JSON', 'text/plain', Buffer.from('{"name":"x"}')],
  ['1 MB of JSON', 'application/json', Buffer.from(JSON.stringify({ name: 'x'.repeat(1_100_000) }))],
];
