/**
 * An ORDER BY that takes the sort key and direction as parameters, so that the statement's text stays the same
 * whatever the caller asks (decision 0027): one CASE per key and direction, null unless it is the one chosen.
 * `expressions` maps each key the contract allows to its SQL; `sortParam` and `orderParam` are the `$n` holding them.
 */
export function orderByParameter(
  expressions: Record<string, string>,
  sortParam: string,
  orderParam: string,
): string {
  return Object.entries(expressions)
    .flatMap(([key, expression]) =>
      (['asc', 'desc'] as const).map(
        (order) =>
          `case when ${sortParam} = '${key}' and ${orderParam} = '${order}' then ${expression} end ${order} nulls last`,
      ),
    )
    .join(', ');
}
