import type { Services } from '../server/services';
import { fenOf } from '../server/engine/money';
import data from './web-templates.json';

/**
 * The website template gallery (WebTemplate, platform-owned: written here, outside any company, and by operators):
 * 30 templates over the 19 categories, colours and supports, each with its cover in public/web-templates/. By name,
 * so running it again writes nothing that has not changed. A template's link is its local demo page.
 */
export async function ensureWebTemplates(services: Services): Promise<void> {
  const { WebTemplate } = services.db.models;
  for (const [index, item] of data.templates.entries()) {
    const cover = `/web-templates/${item.code}.svg`;
    const values = {
      name: item.name,
      type: item.type,
      color: item.color,
      support: item.support || null,
      price: fenOf(item.price)!,
      cover,
      content: cover,
      description: item.description,
      link: `/apps/MSA1010?template=${item.code}`,
      sort: index + 1,
    };
    const found = await WebTemplate.findOne({ where: { name: item.name } });
    if (found) await found.update(values);
    else await WebTemplate.create(values);
  }
}
