/**
 * The tree beside a table: nodes filtered by a search text (a match keeps its path from the root), and the table's
 * schema with the picked node sent as a fixed query parameter of every list (and export) it makes.
 */
type Row = Record<string, any>;

export interface TreeItem {
  key: string | number;
  title: string;
  children?: TreeItem[];
}

export function treeItems(nodes: Row[], text: string, labelField = 'name', valueField = 'id'): TreeItem[] {
  return nodes.flatMap((node) => {
    const children = treeItems(Array.isArray(node.children) ? node.children : [], text, labelField, valueField);
    const title = String(node[labelField] ?? '');
    if (text && !title.includes(text) && !children.length) return [];
    return [{ key: node[valueField], title, ...(children.length ? { children } : {}) }];
  });
}

interface TabLike {
  key: string;
  title: string;
  operation: string;
  params?: Record<string, string | number | boolean>;
}

/**
 * The table schema listing only rows of the picked node: `param` added to every tab's fixed parameters; a table
 * without tabs gets one tab (titled by the node) over its list operation.
 */
export function withNodeParam<S extends { tabs?: TabLike[]; listOperation?: string }>(schema: S, param: string, value: string | number | undefined, nodeTitle: string): S {
  if (value === undefined) return schema;
  const extra = { [param]: value };
  if (schema.tabs?.length) return { ...schema, tabs: schema.tabs.map((tab) => ({ ...tab, params: { ...tab.params, ...extra } })) };
  return { ...schema, tabs: [{ key: 'node', title: nodeTitle, operation: schema.listOperation ?? 'list', params: extra }] };
}
