import { channelConfig } from '@tasman/domain/channel/channel';
import { canOpenAccountSearch, canOpenClientList } from '@tasman/domain/home/home-route';
import type { AccessRule } from './require-access';

/** /dashboard/accounts: staff, advisers, and related-only users (spec 000 §2.5). */
export const accountSearchAccess: AccessRule = (user) => canOpenAccountSearch(user);

/**
 * /dashboard/accounts/{accountNumber}, the adviser summary (spec 001 §2, §6): staff and
 * intermediaries only; anyone else, related-only users included, is sent to the root route.
 */
export const accountSummaryAccess: AccessRule = (user) => user.userType === 'Staff' || user.userType === 'Intermediary';

/** /dashboard/clients: staff and advisers. */
export const clientListAccess: AccessRule = (user) => canOpenClientList(user);

/** spec 000 §2.4: the foundation page is hidden on the Australian portal. */
export const foundationAccess: AccessRule = (_user, portal) => channelConfig(portal.channel).showFoundation;


/** /staff-console: staff only (issue 10); everyone else is sent to the root route. */
export const staffConsoleAccess: AccessRule = (user) => user.userType === 'Staff';

/** /notifications/admin (issue 12): spec 000 §2.6, the notifications admin area admits only Staff; others go to '/'. */
export const notificationsAdminAccess: AccessRule = (user) => user.userType === 'Staff';
