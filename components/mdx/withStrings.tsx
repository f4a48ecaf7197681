// Server only: the doc body's client components with the interface strings they use, from the page's
// language (lib/i18n/page.ts). One object per render, so every code block of a page shares it.
import { cache, type ComponentProps } from 'react';
import { pageStrings } from '@/lib/i18n/page';
import { pick } from '@/lib/i18n/strings';
import { CodeBlock } from './CodeBlock.client';
import { Tabs as ClientTabs } from './Tabs.client';
import { VALUES_FORM_KEYS } from '../values/keys';

const codeStrings = cache(() => pick(pageStrings(), ['code.values', 'code.wrap', 'code.unwrap', 'code.copy', 'code.copied', 'code.copyPrompt', ...VALUES_FORM_KEYS]));

export function Pre(props: ComponentProps<'pre'>) {
  return <CodeBlock {...props} strings={codeStrings()} />;
}

export function Tabs(props: Omit<ComponentProps<typeof ClientTabs>, 'tabLabel'>) {
  return <ClientTabs {...props} tabLabel={pageStrings()['doc.tab']} />;
}
