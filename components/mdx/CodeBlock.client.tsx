'use client';
// Browser: a highlighted code block with its language, a wrap toggle and a copy button.
import { isValidElement, useRef, useState, type ComponentProps } from 'react';
import { Icon } from '../ui/Icon';
import { COPIED_FEEDBACK_MS, copyText } from '../ui/clipboard';

export function CodeBlock({ className = '', children, ...rest }: ComponentProps<'pre'>) {
  const ref = useRef<HTMLPreElement>(null);
  const [copied, setCopied] = useState(false);
  const [wrap, setWrap] = useState(false);
  const language = /language-([\w-]+)/.exec(className)?.[1];
  // Code with "your values" placeholders (the build marks its <code data-vars>) offers the form.
  const hasVars = isValidElement<{ 'data-vars'?: string }>(children) && !!children.props['data-vars'];
  const copy = async () => {
    const code = ref.current?.querySelector('code') ?? ref.current;
    await copyText((code?.textContent ?? '').replace(/\n$/, ''));
    setCopied(true);
    setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
  };
  return (
    <div className="code-block" data-language={language}>
      {language ? <span className="code-lang">{language}</span> : null}
      <div className="code-actions">
        {hasVars ? (
          <button type="button" className="code-button" aria-label="Your values" aria-haspopup="dialog" data-values-open="">
            <Icon name="pencil" size={16} />
          </button>
        ) : null}
        <button type="button" className="code-button" aria-label={wrap ? 'Disable line wrap' : 'Wrap lines'} aria-pressed={wrap} onClick={() => setWrap((w) => !w)}>
          <Icon name="wrap" size={16} />
        </button>
        <button type="button" className={`code-button${copied ? ' copied' : ''}`} aria-label={copied ? 'Copied' : 'Copy code'} onClick={copy}>
          <Icon name={copied ? 'check' : 'copy'} size={16} />
        </button>
      </div>
      <pre ref={ref} className={`${className}${wrap ? ' wrap' : ''}`} tabIndex={0} {...rest}>
        {children}
      </pre>
    </div>
  );
}
