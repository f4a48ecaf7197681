// Runs compiled MDX (processor.ts' function body) into a React element. next-mdx-remote's own runner
// (compileMDX in next-mdx-remote/rsc) compiles and runs in one call; the build compiles each page
// once into the page cache and each Next worker runs the cached code, so the code is run here the
// way compileMDX runs it (run.test.ts checks the elements render the same).
import { createElement, type ReactElement } from 'react';
import * as devRuntime from 'react/jsx-dev-runtime';
import * as prodRuntime from 'react/jsx-runtime';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type MdxComponents = Record<string, any>;

export function mdxContent(code: string, components: MdxComponents): ReactElement {
  // next-mdx-remote's jsx-runtime.cjs makes the same choice.
  const runtime = process.env.NODE_ENV !== 'production' ? devRuntime : prodRuntime;
  const hydrate = Reflect.construct(Function, ['opts', 'frontmatter', code]) as (...args: unknown[]) => { default: (props: object) => ReactElement };
  const Content = hydrate.apply(hydrate, [runtime, {}]).default;
  return createElement(Content as (props: { components: MdxComponents }) => ReactElement, { components });
}
