// The strings the "Changes since" view shows (lib/i18n/strings.ts): the server writes them on its
// button (ChangesSince.tsx), the view loaded on the first click reads them there (changesView.ts).
export const CHANGES_KEYS = [
  'changes.loading',
  'changes.added',
  'changes.removed',
  'changes.changed',
  'changes.insertion',
  'changes.deletion',
  'changes.words',
  'changes.count.one',
  'changes.count.other',
  'changes.none',
  'changes.compared',
  'changes.thisPageIn',
  'changes.failed',
] as const;
