import fs from 'node:fs';
import path from 'node:path';
import { newEnforcer, newModelFromString } from 'casbin';
import access from '../../src/access';

const modelText = fs.readFileSync(path.resolve(__dirname, '../../policies/model.conf'), 'utf8');

async function enforcerWith(lines: string[][]) {
  const enforcer = await newEnforcer(newModelFromString(modelText));
  for (const [ptype, ...rule] of lines) {
    if (ptype === 'p') await enforcer.addPolicy(...rule);
    else await enforcer.addGroupingPolicy(...rule);
  }
  return enforcer;
}

describe('Casbin model (fixture policies)', () => {
  test('the company administrator may do everything in its own company only', async () => {
    const e = await enforcerWith([['p', 'role:admin', '*', '*', '*'], ['g', 'user:1', 'role:admin', '10']]);
    expect(e.enforceSync('user:1', '10', 'depart', 'delete')).toBe(true);
    expect(e.enforceSync('user:1', '11', 'depart', 'read')).toBe(false);
  });

  test('a role grants its objects in its domain; nothing else is allowed (default deny)', async () => {
    const e = await enforcerWith([
      ['p', 'role:5', '10', 'depart', '*'],
      ['g', 'user:2', 'role:5', '10'],
      ['g', 'user:3', 'role:5', '11'],
    ]);
    expect(e.enforceSync('user:2', '10', 'depart', 'create')).toBe(true);
    expect(e.enforceSync('user:2', '10', 'user', 'read')).toBe(false);
    expect(e.enforceSync('user:3', '11', 'depart', 'read')).toBe(false);
    expect(e.enforceSync('user:9', '10', 'depart', 'read')).toBe(false);
  });
});

describe('web access (src/access.ts)', () => {
  test('system management shows only when isSysManager is 0 or "0"', () => {
    expect(access({ currentUser: { id: 1, name: 'a', isSysManager: 0 } }).canSeeSystemManagement).toBe(true);
    expect(access({ currentUser: { id: 1, name: 'a', isSysManager: '0' } }).canSeeSystemManagement).toBe(true);
    expect(access({ currentUser: { id: 1, name: 'a', isSysManager: 1 } }).canSeeSystemManagement).toBe(false);
    expect(access({}).canSeeSystemManagement).toBe(false);
    expect(access(undefined).isLoggedIn).toBe(false);
  });
});
