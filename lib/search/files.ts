// Browser, in every page's first-load bundle (the navbar's search button starts the download on
// intent, before the search code has arrived): a search index file is fetched once per URL, and
// whoever asks later (lib/search/client.ts) gets the same parsed JSON. Kept tiny for that reason.

const files = new Map<string, Promise<unknown>>();

/** The parsed JSON at `url`, fetched on the first call; a failed fetch is forgotten so it can retry. */
export function fetchIndexFile<T>(url: string): Promise<T> {
  let file = files.get(url);
  if (!file) {
    file = fetch(url).then((res) => {
      if (!res.ok) throw new Error(`search index ${url}: HTTP ${res.status}`);
      return res.json();
    });
    file.catch(() => files.delete(url));
    files.set(url, file);
  }
  return file as Promise<T>;
}
