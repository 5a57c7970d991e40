/**
 * spec 002 §5 'Two-factor gating', word for word: actions that need two-factor authentication
 * enabled, and what the user is told when it is not. The profile and transacting screens (later
 * issues) ask this rule; after the message, the set-up dialog is offered.
 */
export const TWO_FACTOR_GATED_ACTIONS = {
  changeAuthority: 'Two-Factor Authentication must be enabled to change this setting.',
  editProfile: 'Two-Factor Authentication must be enabled to update your personal information.',
  initiateTransaction: 'Two-Factor Authentication must be enabled to perform transactions.',
} as const;

export type TwoFactorGatedAction = keyof typeof TWO_FACTOR_GATED_ACTIONS;

/** The message that stops the action, or null when two-factor is enabled and the action may go ahead. */
export function twoFactorGateMessage(action: TwoFactorGatedAction, twoFactorEnabled: boolean): string | null {
  return twoFactorEnabled ? null : TWO_FACTOR_GATED_ACTIONS[action];
}
