// Converts an npm command into its yarn, pnpm and bun equivalents (spec: Tabs and code blocks).
export const PACKAGE_MANAGERS = ['npm', 'yarn', 'pnpm', 'bun'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number] | string;

export function convertCommand(command: string, manager: PackageManager): string {
  if (manager === 'npm') return command;
  let out = command.replace(/^npm\b/, manager);
  // 'npm install x' / 'npm i x' become '<pm> add x'; a bare install stays an install.
  out = out.replace(new RegExp(`^${manager} (install|i)(?= \\S)`), `${manager} add`);
  if (manager === 'yarn') out = out.replace(/^yarn create (\S+)@latest/, 'yarn create $1');
  return out;
}
