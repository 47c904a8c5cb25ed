import { checkAll } from '../../server/engine/section-hooks';

// A hook's checks run at once and fail as if they had run in the order given.
const after = (ms: number, outcome: () => unknown) => new Promise((resolve, reject) => setTimeout(() => {
  try {
    resolve(outcome());
  } catch (error) {
    reject(error);
  }
}, ms));

test('the first check in the given order that failed decides, even when a later one failed sooner', async () => {
  const started: string[] = [];
  const check = (name: string, ms: number, fails: boolean) => {
    started.push(name);
    return after(ms, () => {
      if (fails) throw new Error(name);
    });
  };
  await expect(checkAll([check('parent', 30, true), check('name', 1, true)])).rejects.toThrow('parent');
  // Both were under way before either ended.
  expect(started).toEqual(['parent', 'name']);
  await expect(checkAll([check('parent', 5, false), check('name', 1, true)])).rejects.toThrow('name');
  await expect(checkAll([check('parent', 1, false), check('name', 1, false)])).resolves.toBeUndefined();
});
