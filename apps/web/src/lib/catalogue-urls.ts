/** A build's catalogue files (a glob of `?url` imports) by language: `../locales/th.json` → `th`. */
export function urlsByLanguage(files: Record<string, string>): Map<string, string> {
  return new Map(
    Object.entries(files).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1, -'.json'.length), url]),
  );
}
