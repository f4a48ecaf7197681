// flexsearch's Index from its light build, which flexsearch documents beside the full bundle but does
// not list in its package exports, hence the path. It has everything search uses (forward tokenizing,
// a custom encoder, a limit) at 4.5 KB of gzip against the full bundle's 17.5 KB, in the search chunk
// every reader's first search waits for. It ships no types: the full bundle's describe the same Index.
// flexsearchIndex.test.ts holds it to the full bundle's answers.
import type { Index as FullIndex } from 'flexsearch';
// @ts-expect-error: no declaration file for the light build (see above)
import { Index as LightIndex } from '../../node_modules/flexsearch/dist/flexsearch.light.module.min.js';

export const Index: typeof FullIndex = LightIndex;
