/**
 * The help center's demo content (seeds/help-center.json): documents about this product's own features in a tree of
 * folders, and teaching videos whose small clips and covers ship in public/help-videos/ (made by
 * seeds/make-help-videos.ts). Platform-owned rows; written once (skipped when any exists).
 */
import type { SeedContext } from './areas';
import content from './help-center.json';

const VIDEOS_URL = '/help-videos';

export async function seedHelpCenter({ services }: SeedContext): Promise<void> {
  const entries = services.data.section('helpTitle');
  if (await entries.count()) return;
  const stamp = { crtUserName: '平台运营', updUserName: '平台运营' };
  for (const [folderSort, folder] of content.folders.entries()) {
    const parent = await entries.create({ name: folder.name, parentId: 0, sort: folderSort, helpType: 0, status: 1, ...stamp });
    for (const [sort, doc] of folder.documents.entries()) {
      const category = (doc as { category?: string }).category ?? 'guide';
      await entries.create({ name: doc.name, parentId: parent.id, sort, helpType: 0, status: 1, content: doc.content, application: doc.application, category, ...stamp });
    }
  }
  for (const [sort, video] of content.videos.entries()) {
    await entries.create({
      name: video.name,
      parentId: 0,
      sort,
      helpType: 1,
      status: 1,
      url: `${VIDEOS_URL}/${video.file}.webm`,
      cover: `${VIDEOS_URL}/${video.file}.png`,
      application: video.application,
      category: video.category,
      ...stamp,
    });
  }
}
