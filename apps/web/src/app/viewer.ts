import type { Channel } from '@tasman/domain/channel/channel';
import type { SessionUser } from '@tasman/domain/contracts/auth';
import type { NavViewer } from '@tasman/domain/nav/nav-entries';

/** The viewer the domain's visibility rules take, from the session user on this portal's channel. */
export function viewerFor(user: SessionUser, channel: Channel): NavViewer {
  return {
    channel,
    userType: user.userType,
    isProspect: user.isProspect,
    isRelatedOnly: user.isRelatedOnly,
    hasAdviceTools: user.hasAdviceTools,
    holds: user.holds,
  };
}
