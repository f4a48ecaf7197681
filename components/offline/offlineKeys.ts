// The strings of the "Save for offline reading" control (lib/i18n/strings.ts): OfflineSave.tsx
// writes them on the control, offlineControl.ts reads them there.
export const OFFLINE_KEYS = [
  'offline.save',
  'offline.saved',
  'offline.savedDetail',
  'offline.savedTitle',
  'offline.megabytes',
  'offline.remove',
  'offline.removeLabel',
  'offline.saving',
  'offline.progress',
  'offline.progressStatus',
  'offline.storageFull',
  'offline.incomplete',
  'offline.failed',
  'offline.tryAgain',
  'offline.done',
  'offline.removed',
] as const;
