import path from 'node:path';
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
  await tree.locator('.ant-tree-node-content-wrapper', { hasText: to.name }).first().waitFor();
  const source = tree.locator('.ant-tree-node-content-wrapper', { hasText: moved.name }).first();
  const target = tree.locator('.ant-tree-node-content-wrapper', { hasText: to.name }).first();
  // The dialog zooms in: measure once it has settled (a box read mid-animation sends the drop elsewhere).
  await page.locator('.ant-zoom-appear, .ant-zoom-enter').waitFor({ state: 'detached' });
  let box = (await target.boundingBox())!;
  for (let read = 0; read < 20; read += 1) {
    await page.waitForTimeout(100);
    const again = (await target.boundingBox())!;
    if (again.x === box.x && again.y === box.y && again.width === box.width) break;
    box = again;
  }
  await screenshot(page, 'help-operator-reorder-1440');
  // A drag as a hand makes it: press, move in steps (the tree's dragenter and dragover), release over the open folder's
  // lower half at its left edge — the gap just below it, which is the folder's first place (a drop there once made the
  // document the folder's next sibling).
  const start = (await source.boundingBox())!;
  await page.mouse.move(start.x + 20, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + 30, start.y + start.height / 2 + 6, { steps: 4 });
  await page.mouse.move(box.x + 4, box.y + box.height * 0.75, { steps: 12 });
  await page.mouse.up();
  await page.getByText('顺序已保存').waitFor();
  const after = await publicTree();
  expect(after.find((folder) => folder.id === to.id)!.children![0]).toMatchObject({ id: moved.id, name: moved.name });
  expect(after.find((folder) => folder.id === from.id)!.children!.map((child) => child.id)).not.toContain(moved.id);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  // The table lists the tree again: the document now under its new folder.
  await page.getByText('全部展开').click();
  const rows = page.locator('.ant-table-row');
  await rows.filter({ hasText: moved.name }).first().waitFor();
  const names = (await rows.allTextContents()).map((text) => text.trim());
  const folderAt = names.findIndex((text) => text.startsWith(to.name));
  expect(names[folderAt + 1].startsWith(moved.name)).toBe(true);
  await screenshot(page, 'help-operator-after-move-1440');
  await page.context().close();
});

test('教学视频: an operator uploads a video file, and the public help center plays it', async () => {
  const page = await app.newPage();
  await operatorLoginThroughPage(page, app.baseUrl);
  await page.getByRole('menuitem', { name: /教学视频/ }).click();
  await page.locator('.ant-table-row').first().waitFor();
  await page.getByRole('button', { name: '新建视频' }).click();
  const dialog = page.locator('.ant-modal:visible');
  await dialog.getByLabel('标题').fill('上传的考勤演示');
  await dialog.locator('input[type="file"][accept*="webm"]').setInputFiles(path.resolve(__dirname, '../../public/help-videos/clock-in.webm'));
  await dialog.locator('video').waitFor();
  await screenshot(page, 'help-operator-video-upload-1440');
  await dialog.getByRole('button', { name: /确\s*定|保\s*存/ }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.locator('.ant-table-row', { hasText: '上传的考勤演示' }).waitFor();
  await page.context().close();

  const site = await app.newPage();
  await site.goto(`${app.baseUrl}/applicationHelpCenter?type=1`);
  const card = site.locator('.site-video-card', { hasText: '上传的考勤演示' });
  await expect(card.getAttribute('href')).resolves.toMatch(/^\/api\/help\/video\/[a-f0-9]{32}\.webm$/);
  await site.waitForFunction(() => Object.keys(document.getElementById('site')?.firstElementChild ?? {}).some((key) => key.startsWith('__react')));
  await card.click();
  await site.waitForFunction(() => {
    const video = document.querySelector('.site-dialog video') as HTMLVideoElement | null;
    return !!video && video.readyState >= 2;
  });
  await site.context().close();
});
