interface Named {
  id: number;
  name: string;
}

/**
 * The order the server lists companies and preferences in: by name, ignoring case, then
 * by id. Cache updates sort with it so a local change lands where a refetch would put it.
 */
export function byName(a: Named, b: Named): number {
  return a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id - b.id;
}
