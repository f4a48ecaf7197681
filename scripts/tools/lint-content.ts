// `npm run lint:content [version]`: runs every page through the real build pipeline (frontmatter,
// MDX, links, images) and lists every problem with file and line, without a full Next build.
import { ContentError } from '../../lib/content/errors';
import { compilePage } from '../../lib/content/compile/page';
import { buildSiteIndex, CONTENT_DIR } from '../../lib/content/site';

const only = process.argv[2];
let problems = 0;
let pages = 0;
try {
  const site = buildSiteIndex(CONTENT_DIR);
  for (const version of site.versions.filter((v) => !only || v === only)) {
    const v = site.byVersion.get(version)!;
    for (const page of [v.home, ...v.guides.values()]) {
      pages++;
      try {
        await compilePage(site, page);
      } catch (error) {
        problems++;
        console.log(error instanceof ContentError ? error.message : `${page.file}: ${String(error)}`);
      }
    }
  }
} catch (error) {
  problems++;
  console.log((error as Error).message);
}
console.log(problems ? `${problems} problem(s) in ${pages} pages` : `content OK (${pages} pages)`);
process.exit(problems ? 1 : 0);
