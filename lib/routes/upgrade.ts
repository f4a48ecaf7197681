// Pure: where the upgrade page (lib/content/generated/kinds.ts) is and how its lists are named, for the
// page itself and for the server components that link to it (the older-version banner and the version
// switcher get the link as rendered children, so no client code carries it).

/** The slug of each version's upgrade page (lib/content/generated/kinds.ts). */
export const UPGRADE_SLUG = 'upgrade';

/** How the ids of the upgrade page's lists start. */
export const UPGRADE_LIST_PREFIX = 'from-';

/** The id of the upgrade page's list for readers running `version` (its heading "From <version>"). */
export const upgradeFromId = (version: string) => `${UPGRADE_LIST_PREFIX}${version.toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-')}`;

/**
 * Where a reader of `version` learns what changed up to the latest release: the default version's
 * upgrade page (its URL has no version segment, so a release does not change it), at this version's list.
 */
export const upgradeHref = (version: string, isDefault: boolean) => `/guides/${UPGRADE_SLUG}/${isDefault ? '' : `#${upgradeFromId(version)}`}`;
