// The class of the element that wraps a linked heading (HeadingLink.tsx), shared with the browser
// scripts that walk a page's sections (components/upgrade/upgradePicker.ts).

/** The wrapper of an h2, h3 or h4 and its self-link. */
export const headingWrapperClass = (tag: 'h2' | 'h3' | 'h4') => `heading-wrapper level-${tag}`;
