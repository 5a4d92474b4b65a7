/**
 * A deterministic pseudo-random integer in [0, n), as SQL text, from a row key (an id) and a
 * salt naming the draw. hashint8 is PostgreSQL's own well-mixed integer hash: the same row
 * always draws the same value, so two statements (a resource's title and its topic links, say)
 * agree on a draw without storing it, and every run of the seed produces the same data.
 */
export const rnd = (key: string, salt: number, n: string | number): string =>
  `((hashint8((${key})::bigint * 1000003 + ${salt}) & 2147483647) % (${n}))`;

/** Collects statement parameters and hands back their typed placeholders ($3::int[], …). */
export class Params {
  readonly values: unknown[] = [];

  add(value: unknown, type: string): string {
    this.values.push(value);
    return `$${this.values.length}::${type}`;
  }
}
