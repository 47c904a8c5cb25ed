import { operatorLoginThroughPage, screenshot } from './browser';
import { startConsole, type ConsoleUnderTest } from './console-under-test';

/**
 * 帮助文档 in the operator console (issue 30): 调整顺序 opens the documents as a tree, and a document dragged into
 * another folder is saved there at once (the section's update with the parent and place) — the public tree shows it.
 * Screenshots at 1,440 px.
 */
jest.setTimeout(180_000);

let app: ConsoleUnderTest;
beforeAll(async () => {
  app = await startConsole();
}, 120_000);
afterAll(() => app.stop());

const publicTree = async () => (await (await fetch(`${app.baseUrl}/api/business/plt-help-center-title/selectAll`)).json()).data as { id: number; name: string; children?: { id: number; name: string }[] }[];

test('调整顺序: a document dragged into another folder is saved there, first', async () => {
  const before = await publicTree();
  const [from, to] = before.filter((folder) => (folder.children?.length ?? 0) > 1);
  const moved = from.children![1];
  const page = await app.newPage();
  await operatorLoginThroughPage(page, app.baseUrl);
  await page.getByRole('menuitem', { name: /帮助文档/ }).click();
  await page.locator('.ant-table-row').first().waitFor();
  await page.getByRole('button', { name: '调整顺序' }).click();
  const tree = page.getByTestId('tree-reorder');
  await tree.locator('.ant-tree-treenode').first().waitFor();
  await screenshot(page, 'help-operator-reorder-1440');
  const source = tree.locator('.ant-tree-node-content-wrapper', { hasText: moved.name }).first();
  const target = tree.locator('.ant-tree-node-content-wrapper', { hasText: to.name }).first();
  const box = (await target.boundingBox())!;
  await source.dragTo(target, { targetPosition: { x: 24, y: box.height * 0.75 } });
  await page.getByText('顺序已保存').waitFor();
  const after = await publicTree();
  expect(after.find((folder) => folder.id === to.id)!.children![0]).toMatchObject({ id: moved.id, name: moved.name });
  expect(after.find((folder) => folder.id === from.id)!.children!.map((child) => child.id)).not.toContain(moved.id);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await page.locator('.ant-table-row', { hasText: moved.name }).first().waitFor();
  await page.context().close();
});
