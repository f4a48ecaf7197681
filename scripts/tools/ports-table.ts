// `npm run ports:table [version...]`: writes the Ports and Services table of each version's
// administration/ports page from content/<version>/ports.json (lib/ports/ports.ts). Edit the data,
// run this, commit both; lib/ports/ports.test.ts fails while the page and the data differ.
import fs from 'node:fs';
import path from 'node:path';
import { contentDir as contentDirSetting } from '../../lib/config/env.mjs';
import { listVersions } from '../../lib/content/site';
import { PORTS_PAGE, readPorts, withPortsTable } from '../../lib/ports/ports';

const contentDir = path.resolve(contentDirSetting());
const versions = process.argv.slice(2).length ? process.argv.slice(2) : listVersions(contentDir).versions;
for (const version of versions) {
  const data = readPorts(contentDir, version);
  if (!data) continue;
  const file = path.join(contentDir, version, 'guides', `${PORTS_PAGE}.mdx`);
  const before = fs.readFileSync(file, 'utf8');
  const after = withPortsTable(before, data);
  if (after !== before) fs.writeFileSync(file, after);
  console.log(`ports:table: ${path.relative(process.cwd(), file)} ${after === before ? 'already matches' : 'written'} (${data.rows.length} rows)`);
}
