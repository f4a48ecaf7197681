// Pure, browser-safe: the name and manifest of a saved copy, shared by the build that writes the
// manifests (scripts/build/build-offline.ts) and the control that saves them (components/offline/).
// A copy is a version in one language: English's is named by the version ('2.7.0'), another
// language's by the version and the language's label ('2.7.0 (हिन्दी)'), which the control, the
// offline page and the saved records show as they are.

export interface OfflineCopy {
  name: string;
  /** Its manifest, under the base path's root (not prefixed). */
  manifest: string;
}

export function offlineCopy(version: string, language?: { lang: string; label: string }): OfflineCopy {
  if (!language) return { name: version, manifest: `/static/offline/${version}.json` };
  return { name: `${version} (${language.label})`, manifest: `/static/offline/${version}.${language.lang}.json` };
}
