import type { PortalInfoResponse } from '@tasman/domain/contracts/portal';
import { useEffect, useRef, useState } from 'react';
import { loginNoticeQueue, noticeCountCookie, noticeCountFromCookie, type LoginNotice } from '../lib/login-notices';

/**
 * The login page's own dialogs, one at a time (lib/login-notices). The update notice counts its
 * showings in a cookie (spec 000 §4, §9): incremented once when it is shown.
 */
export function useLoginNotices(notices: PortalInfoResponse['loginNotices']): {
  current: LoginNotice | null;
  next: () => void;
} {
  const [queue, setQueue] = useState(() => loginNoticeQueue(notices, noticeCountFromCookie(document.cookie)));
  const current = queue[0] ?? null;
  const counted = useRef(false);

  useEffect(() => {
    if (current !== 'update' || counted.current) return;
    counted.current = true;
    document.cookie = noticeCountCookie(
      noticeCountFromCookie(document.cookie) + 1,
      window.location.protocol === 'https:',
    );
  }, [current]);

  return { current, next: () => setQueue((shown) => shown.slice(1)) };
}
