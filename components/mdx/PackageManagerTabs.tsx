import { convertCommand, PACKAGE_MANAGERS } from '../../lib/mdx/packageManager';
import { Tab } from './Tabs.client';
import { Pre, Tabs } from './withStrings';

/** `<PackageManagerTabs command="npm install x" additionalTabs={[{ tool: 'deno', label: 'Deno' }]} />` */
export function PackageManagerTabs({ command, additionalTabs = [] }: { command: string; additionalTabs?: { tool: string; label?: string }[] }) {
  const managers = [...PACKAGE_MANAGERS.map((m) => ({ tool: m, label: m })), ...additionalTabs];
  return (
    <Tabs groupId="package-manager">
      {managers.map((m) => (
        <Tab key={m.tool} label={m.label ?? m.tool}>
          <Pre className="language-bash">
            <code className="language-bash">{convertCommand(command, m.tool)}</code>
          </Pre>
        </Tab>
      ))}
    </Tabs>
  );
}
