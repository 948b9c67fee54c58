/**
 * A trigram index over the game names in every language: a name search intersects the rows that contain each
 * three-character piece of the query, then checks the few candidates. Queries shorter than three characters scan.
 */
export function buildNameIndex(texts: readonly string[]): (needle: string) => number[] | null {
  const postings = new Map<string, number[]>();
  texts.forEach((text, row) => {
    const seen = new Set<string>();
    const chars = [...text];
    for (let index = 0; index + 3 <= chars.length; index++) {
      const gram = chars.slice(index, index + 3).join('');
      if (seen.has(gram)) continue;
      seen.add(gram);
      const list = postings.get(gram);
      if (list) list.push(row);
      else postings.set(gram, [row]);
    }
  });

  // Popular searches repeat: the last few hundred answers are kept (the index is rebuilt with the catalogue).
  const recent = new Map<string, number[]>();
  const remember = (needle: string, rows: number[]) => {
    if (recent.size >= 256) recent.delete(recent.keys().next().value ?? '');
    recent.set(needle, rows);
    return rows;
  };

  return (needle) => {
    const chars = [...needle];
    if (chars.length < 3) return null;
    const known = recent.get(needle);
    if (known) return known;
    const lists: number[][] = [];
    for (let index = 0; index + 3 <= chars.length; index++) {
      lists.push(postings.get(chars.slice(index, index + 3).join('')) ?? []);
    }
    lists.sort((a, b) => a.length - b.length);
    let candidates = lists[0] ?? [];
    for (const list of lists.slice(1)) {
      if (candidates.length === 0) break;
      const next: number[] = [];
      let other = 0;
      for (const row of candidates) {
        while (other < list.length && (list[other] ?? 0) < row) other++;
        if (list[other] === row) next.push(row);
      }
      candidates = next;
    }
    return remember(
      needle,
      candidates.filter((row) => texts[row]?.includes(needle)),
    );
  };
}
