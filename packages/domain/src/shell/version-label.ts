import { channelConfig, type Channel } from '../channel/channel.js';

export interface VersionLabelSource {
  version: string;
  production: boolean;
  channel: Channel;
}

/** spec 000 §2.1: the version, a 'Development' mark when not production, and 'Aus' or 'NZ'. */
export function versionLabel(info: VersionLabelSource): string {
  const parts = [info.version];
  if (!info.production) parts.push('Development');
  parts.push(channelConfig(info.channel).versionLabel);
  return parts.join(' ');
}
