import fs from 'node:fs';
import path from 'node:path';

/**
 * Issue 26: the server uses Sequelize through its public API only, replaces no model static, patches no library
 * prototype, and every call that no Sequelize hook sees (aggregates, increments) passes the tenant condition itself
 * (tenantWhere, server/db/tenant-scope.ts). This walks server/ and names every line that breaks one of those rules.
 */
const SERVER = path.join(__dirname, '../../server');

/** Private members of Sequelize objects the performance layer used (and their likes), and its driver internals. */
const PRIVATE_MEMBERS = [
  '_paranoidClause',
  '_findField',
  '_conformIncludes',
  '_conformInclude',
  '_expandIncludeAll',
  '_getIncludedAssociation',
  '_validateIncludedElements',
  '_injectScope',
  '_onProcessExit',
  '_timestampAttributes',
  '_dataTypeSanitizers',
  '_hasVirtualAttributes',
  '_expandAttributes',
  '_scope',
  '_options',
  '_modelOptions',
  '_previousDataValues',
  '_isAttribute',
  '_cls',
  '_bindParam',
  'connectionManager',
  'dialect.Query',
  'queryGenerator',
  'parserStore',
];
const STATICS = 'findAll|findOne|findByPk|findAndCountAll|count|aggregate|sum|max|min|increment|decrement|create|bulkCreate|update|destroy|restore|upsert|truncate|build|bulkBuild';

interface Breach {
  where: string;
  rule: string;
}

/** A call's text from its opening parenthesis to the matching one (or the rest of the text). */
function callText(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return text.slice(open, i + 1);
  }
  return text.slice(open);
}

export function breaches(file: string, text: string): Breach[] {
  const found: Breach[] = [];
  const lineOf = (index: number) => `${file}:${text.slice(0, index).split('\n').length}`;
  const add = (index: number, rule: string) => found.push({ where: lineOf(index), rule });
  for (const match of text.matchAll(/['"]sequelize\/lib[^'"]*['"]/g)) add(match.index!, `deep import ${match[0]}`);
  for (const name of PRIVATE_MEMBERS) {
    const pattern = new RegExp(`[.\\[]['"]?${name.replace('.', '\\.')}\\b`, 'g');
    for (const match of text.matchAll(pattern)) add(match.index!, `private member ${name}`);
  }
  // A model static replaced: `Model.findAll = …`, `(model as any).count = …`, `model[method] = …`.
  for (const match of text.matchAll(new RegExp(`\\.(${STATICS})\\s*=(?![=>])`, 'g'))) add(match.index!, `static ${match[1]} replaced`);
  for (const match of text.matchAll(/\b(model|Model|\w+Model)\s*(as\s+any\s*\))?\s*\[\s*\w+\s*\]\s*=(?![=>])/g)) add(match.index!, 'model static replaced by name');
  // A library prototype patched: `X.prototype.y = …`, `X.prototype[y] = …`, `(X.prototype as any).y = …`.
  for (const match of text.matchAll(/\.prototype(\s+as\s+any\s*\))?\s*(\.\w+|\[[^\]]+\])\s*=(?![=>])/g)) add(match.index!, 'prototype patched');
  // Calls no Sequelize hook sees must carry the tenant condition themselves. Modules reach no model (only
  // repositories, which add it: tests/unit/module-data-access.test.ts), so their sums and increments are scoped.
  if (!file.startsWith('modules/')) for (const match of text.matchAll(/(\b[\w$]+)\s*\.\s*(sum|max|min|aggregate|increment|decrement)\s*\(/g)) {
    const [, receiver, method] = match;
    if (receiver === 'Math' || receiver === 'this') continue;
    const call = callText(text, match.index! + match[0].length - 1);
    if (!call.includes('tenantWhere(')) add(match.index!, `${receiver}.${method}() without tenantWhere`);
  }
  for (const match of text.matchAll(/\bhooks\s*:\s*false\b/g)) add(match.index!, 'hooks: false (skips the tenant scope)');
  return found;
}

function serverFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverFiles(full);
    return /\.(ts|js)$/.test(entry.name) ? [full] : [];
  });
}

/** Comments may name what they explain (this file's rules, a deleted module): only code counts. */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' ')).replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

test('server/ uses no Sequelize internals, replaces no model static, patches no prototype, and scopes its aggregates', () => {
  const all = serverFiles(SERVER).flatMap((file) => breaches(path.relative(SERVER, file), withoutComments(fs.readFileSync(file, 'utf8'))));
  expect(all.map((breach) => `${breach.where}: ${breach.rule}`)).toEqual([]);
});

test('the rules catch what the performance layer did', () => {
  const rules = (text: string) => breaches('x.ts', text).map((breach) => breach.rule);
  expect(rules("const store = require('sequelize/lib/dialects/parserStore')('sqlite');")).toContain("deep import 'sequelize/lib/dialects/parserStore'");
  expect(rules('return model._paranoidClause(model, options).where;')).toEqual(['private member _paranoidClause']);
  expect(rules('generator._findField(key, { model })')).toEqual(['private member _findField']);
  expect(rules('const manager = sequelize.connectionManager as any;')).toEqual(['private member connectionManager']);
  expect(rules('const Query = (sequelize as any).dialect.Query;')).toEqual(['private member dialect.Query']);
  expect(rules('(model as any).findAll = function () {};')).toEqual(['static findAll replaced']);
  expect(rules('Model.count = (options) => 0;')).toEqual(['static count replaced']);
  expect(rules('(model as any)[method] = function () {};')).toEqual(['model static replaced by name']);
  expect(rules('Query.prototype.run = function () {};')).toEqual(['prototype patched']);
  expect(rules('(sqlite3.Statement.prototype as any)[method] = send;')).toEqual(['prototype patched']);
  expect(rules("await StoredFile.sum('size');")).toEqual(['StoredFile.sum() without tenantWhere']);
  expect(rules("await Account.increment('n', { by: 1, where: {} });")).toEqual(['Account.increment() without tenantWhere']);
  expect(rules("await Account.increment('n', { where: tenantWhere(Account) });")).toEqual([]);
  expect(breaches('modules/x.ts', "await orders.sum('amount');")).toEqual([]);
  expect(rules('await Note.findAll({ hooks: false });')).toEqual(['hooks: false (skips the tenant scope)']);
  expect(rules('Math.max(a, b); if (x.count === 2) y.update({ a: 1 }); const z = { count: 1 };')).toEqual([]);
});
