// Shared by next.config.mjs (plain ESM, no TypeScript) and lib/routes.
export const BASE_PATH = '/dmsbg';
