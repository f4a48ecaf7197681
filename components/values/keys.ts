// The values form's strings (lib/i18n/strings.ts): a code block's "Your values" button carries them
// (components/mdx/CodeBlock.client.tsx), the form loaded on its first click reads them there (form.ts).
import { VALUE_KEYS } from '@/lib/values/valueKeys';

export const VALUES_FORM_KEYS = [
  'values.title',
  'values.about',
  'values.reset',
  'values.done',
  'values.example',
  ...VALUE_KEYS.flatMap((key) => [`values.${key}`, `values.${key}Hint`] as const),
] as const;
