// The rule builder's strings (lib/i18n/strings.ts): its server part (components/mdx/PortRules.tsx)
// writes them into the section, its browser part (picker.ts) reads them there.
import { RULE_BUILDER_WORDS } from '@/lib/ports/rules';

export const PORT_RULES_KEYS = [
  'ports.needs',
  'ports.device',
  'ports.rules',
  'ports.copy',
  'ports.copied',
  'ports.ready.one',
  'ports.ready.other',
  'ports.box',
  'ports.boxHint',
  'ports.phones',
  'ports.phonesHint',
  'ports.trunk',
  'ports.trunkHint',
  'ports.wgport',
  'ports.wgportHint',
  'ports.peer',
  'ports.peerHint',
  'ports.admin',
  'ports.adminHint',
  'ports.wanIf',
  'ports.wanIfHint',
  'ports.lanIf',
  'ports.lanIfHint',
  'code.copyPrompt',
  ...RULE_BUILDER_WORDS,
] as const;
