/** Who is looking at the Personal Details view, as far as Edit Profile is concerned. */
export interface EditProfileViewer {
  userType: 'Client' | 'Staff' | 'Intermediary';
  twoFactorEnabled: boolean;
  /** The channel config's external page (the Australian portal), null where the portal's own form is used. */
  editProfileUrl: string | null;
}

/**
 * What Edit Profile does (spec 002 §2.4, §5 'Two-factor gating', §6):
 * - staff: no Edit Profile ('Edit Profile is hidden for staff');
 * - a portal with an external page (AU): a link to it, which the portal does not gate (the page is
 *   the provider's own and does its own checks);
 * - otherwise the edit form, which needs two-factor: without it the button shows 'Two-Factor
 *   Authentication must be enabled to update your personal information.' and offers the set-up.
 */
export type EditProfileAction =
  | { kind: 'hidden' }
  | { kind: 'external'; href: string }
  | { kind: 'form' }
  | { kind: 'needs-two-factor' };

export function editProfileAction(viewer: EditProfileViewer): EditProfileAction {
  if (viewer.userType === 'Staff') return { kind: 'hidden' };
  if (viewer.editProfileUrl !== null) return { kind: 'external', href: viewer.editProfileUrl };
  return viewer.twoFactorEnabled ? { kind: 'form' } : { kind: 'needs-two-factor' };
}
