// A catalogue string with elements in its placeholders (a link, a <time>, <strong>): the sentence
// stays the translator's, with its order and punctuation, and React gets its pieces as children.
import { createElement, Fragment, type ReactNode } from 'react';
import { formatParts } from '@/lib/i18n/format';

export function Formatted({ template, vars }: { template: string; vars?: Record<string, ReactNode> }) {
  return createElement(Fragment, null, ...formatParts<ReactNode>(template, vars));
}
