'use client';
// Browser: the navbar search button. The dialog arrives with the search issue.
export function SearchButton({ version }: { version: string }) {
  return (
    <button type="button" className="search-button" data-version={version} aria-label="Search Docs">
      <span>Search Docs</span>
    </button>
  );
}
