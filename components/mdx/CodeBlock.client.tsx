'use client';
// Browser: a highlighted code block with its language, a wrap toggle and a copy button.
import { isValidElement, useRef, useState, type ComponentProps } from 'react';
import { Icon } from '../ui/Icon';
import { COPIED_FEEDBACK_MS, copyText } from '../ui/clipboard';
import type { Strings } from '@/lib/i18n/strings';
import type { VALUES_FORM_KEYS } from '../values/keys';

/** Its own words, and the values form's (the `values.*` keys: components/values/form.ts reads them from the button). */
export type CodeBlockStrings = Pick<Strings, 'code.values' | 'code.wrap' | 'code.unwrap' | 'code.copy' | 'code.copied' | 'code.copyPrompt' | (typeof VALUES_FORM_KEYS)[number]>;

/** The values form's words among a block's (one shared object per page, so the page carries them once). */
const valuesWords = (s: CodeBlockStrings) => JSON.stringify(Object.fromEntries(Object.entries(s).filter(([key]) => key.startsWith('values.'))));

export function CodeBlock({ className = '', children, strings: s, ...rest }: ComponentProps<'pre'> & { strings: CodeBlockStrings }) {
  const ref = useRef<HTMLPreElement>(null);
  const [copied, setCopied] = useState(false);
  const [wrap, setWrap] = useState(false);
  const language = /language-([\w-]+)/.exec(className)?.[1];
  // Code with "your values" placeholders (the build marks its <code data-vars>) offers the form.
  const hasVars = isValidElement<{ 'data-vars'?: string }>(children) && !!children.props['data-vars'];
  const copy = async () => {
    const code = ref.current?.querySelector('code') ?? ref.current;
    await copyText((code?.textContent ?? '').replace(/\n$/, ''), s['code.copyPrompt']);
    setCopied(true);
    setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
  };
  return (
    <div className="code-block" data-language={language}>
      {language ? <span className="code-lang">{language}</span> : null}
      <div className="code-actions">
        {hasVars ? (
          <button
            type="button"
            className="code-button"
            aria-label={s['code.values']}
            aria-haspopup="dialog"
            data-values-open=""
            data-strings={valuesWords(s)}
          >
            <Icon name="pencil" size={16} />
          </button>
        ) : null}
        <button type="button" className="code-button" aria-label={wrap ? s['code.unwrap'] : s['code.wrap']} aria-pressed={wrap} onClick={() => setWrap((w) => !w)}>
          <Icon name="wrap" size={16} />
        </button>
        <button type="button" className={`code-button${copied ? ' copied' : ''}`} aria-label={copied ? s['code.copied'] : s['code.copy']} onClick={copy}>
          <Icon name={copied ? 'check' : 'copy'} size={16} />
        </button>
      </div>
      <pre ref={ref} className={`${className}${wrap ? ' wrap' : ''}`} tabIndex={0} {...rest}>
        {children}
      </pre>
    </div>
  );
}
