// Browser-safe and tiny: the names of the values a reader may set once, each used by every code block
// that marks it. Its own module so that a code block's button, which carries the form's words for them
// (components/values/keys.ts), does not bundle the placeholder parser (placeholders.ts). A field's label
// and hint are the strings `values.<key>` and `values.<key>Hint` (lib/i18n/strings.ts).
export const VALUE_KEYS = ['box', 'host', 'wan', 'ext', 'trunk', 'wgport', 'peer'] as const;
export type ValueKey = (typeof VALUE_KEYS)[number];
