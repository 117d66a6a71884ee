/** One page of a list answer (000 §7): the items and the total across pages. */
export interface ListPage<T> {
  list: T[];
  total: number;
}
