import { SchemaFileError } from './schema-meta';
import type { ResourceSpec } from './resource-types';
import type { SectionSpec } from './section-types';
import { subtreeTarget } from './subtree-filter';
import { fieldOf, isDateField } from './section-queries';

/**
 * Checks of a section that need every model and section: the models it reads beside its own exist, a `subtree`
 * filter walks a tree section, a generic deletedList of a model without soft delete says which rows it lists.
 */
export function checkSectionLinks(sections: SectionSpec[], models: ResourceSpec[]): void {
  const byName = new Map(models.map((model) => [model.name, model]));
  for (const section of sections) {
    const fail = (pointer: string, reason: string): never => {
      throw new SchemaFileError(section.file, pointer, reason);
    };
    section.model.readsFrom?.forEach((name, i) => byName.has(name) || fail(`/model/readsFrom/${i}`, `unknown model "${name}"`));
    for (const [name, declared] of Object.entries(section.filters ?? {})) {
      const op = typeof declared === 'string' ? declared : declared.op;
      const column = (typeof declared === 'object' && declared.field) || name;
      if (op === 'subtree' && (column !== name || !subtreeTarget(sections, section, name))) fail(`/filters/${name}`, `"${name}" is not a belongsTo field whose target is a tree section`);
      if (op === 'month' && !(fieldOf(section, column) && isDateField(fieldOf(section, column)))) fail(`/filters/${name}`, `"${column}" is not a date or datetime field`);
    }
    const deletedList = section.api.operations?.deletedList;
    const model = byName.get(section.model.resource ?? section.id);
    if (deletedList && !deletedList.where && !model?.softDelete) {
      fail('/api/operations/deletedList', 'the model has no soft delete: name the rows the deleted list shows with "where"');
    }
  }
}
