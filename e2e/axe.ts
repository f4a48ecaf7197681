import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * WCAG 2.0/2.1 A and AA, plus 'label-content-name-mismatch' (2.5.3 Label in Name, level A), which
 * axe ships as experimental and leaves off: a speech-control user says the label they see.
 */
export const LABEL_IN_NAME = { rules: { 'label-content-name-mismatch': { enabled: true } } };

/** The site's axe check of `page`: every spec that audits a page whole uses this one. */
export const axe = (page: Page) =>
  // options() first: it replaces the options object, and withTags() then adds runOnly to it.
  new AxeBuilder({ page })
    .options(LABEL_IN_NAME)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
