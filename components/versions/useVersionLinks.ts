'use client';
// Browser: the version links of a page, from the versions file (lib/routes/versions.ts); undefined
// until it is read, and when it cannot be (the switcher and banner then keep their static links).
import { useEffect, useState } from 'react';
import { loadVersionsFile, versionLinks, type VersionLink } from '@/lib/routes/versions';

export function useVersionLinks(version: string, slug: string | null): VersionLink[] | undefined {
  const [links, setLinks] = useState<VersionLink[]>();
  useEffect(() => {
    let current = true;
    loadVersionsFile().then((file) => {
      if (current && file) setLinks(versionLinks(file, version, slug));
    });
    return () => {
      current = false;
    };
  }, [version, slug]);
  return links;
}
