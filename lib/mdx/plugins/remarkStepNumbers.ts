// A step inside a step shows its full number (3.1, 3.1.2): the number the guides' text refers to it by.
import type { MdNode } from '../types';

/**
 * Each item of a numbered list nested directly in an item of another numbered list gets its full
 * number, `data-step="3.1"`, which the page shows in place of the browser's own "1." (doc-body.css;
 * CSS `counters()` cannot do it: the count of a list before it on the page leaks into the number).
 * Anything else in between (a bulleted list, a callout) starts the numbering afresh, as the browser does.
 */
export function remarkStepNumbers() {
  return (tree: MdNode) => numberSteps(tree, undefined);
}

function numberSteps(node: MdNode, parentStep: string | undefined): void {
  if (node.type !== 'list' || !node.ordered) {
    for (const child of node.children ?? []) numberSteps(child, undefined);
    return;
  }
  const first = node.start ?? 1;
  node.children?.forEach((item, i) => {
    const step = parentStep ? `${parentStep}.${first + i}` : `${first + i}`;
    if (parentStep) item.data = { ...item.data, hProperties: { ...item.data?.hProperties, 'data-step': step } };
    // Only a list straight inside the item continues the number.
    for (const child of item.children ?? []) (child.type === 'list' ? numberSteps(child, step) : numberSteps(child, undefined));
  });
}
