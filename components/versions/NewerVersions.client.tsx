'use client';
// Browser: the "In versions" links to versions newer than the page's own, from the versions file
// (lib/routes/versions.ts), which a release rewrites; the page itself names only its own and older
// versions, so a release leaves it unchanged. None until the file is read, or without JavaScript.
import { useEffect, useState } from 'react';
import { DEFAULT_LANGUAGE, docHref, inLanguage } from '@/lib/routes';
import { compareVersionsDesc, counterpartSlug, loadVersionsFile } from '@/lib/routes/versions';
import { SiteLink } from '../ui/SiteLink';

export function NewerVersions({ version, slug, replaces, lang = DEFAULT_LANGUAGE }: { version: string; slug: string; replaces?: string; lang?: string }) {
  const [links, setLinks] = useState<{ version: string; link: string }[]>([]);
  useEffect(() => {
    let current = true;
    loadVersionsFile().then((file) => {
      if (!current || !file) return;
      // Oldest first, after the page's own and older versions (PageVersions).
      const newer = file.versions.filter((v) => compareVersionsDesc(v.version, version) < 0).sort((a, b) => compareVersionsDesc(b.version, a.version));
      setLinks(newer.flatMap((v) => {
        const match = counterpartSlug(slug, replaces, v);
        return match === undefined ? [] : [{ version: v.version, link: inLanguage(docHref(v.version, file.defaultVersion, match), lang) }];
      }));
    });
    return () => {
      current = false;
    };
  }, [version, slug, replaces, lang]);
  return links.map((v) => (
    <li key={v.version}>
      <SiteLink href={v.link}>{v.version}</SiteLink>
    </li>
  ));
}
