import type { ToolId, ToolUnavailableReason } from '@tasman/domain/contracts/tools';

/** The tiles' words: titles from spec 002 §2.6; descriptions and buttons are ours. */
export const TOOL_TEXTS: Record<ToolId, { title: string; description: string; button: string }> = {
  'kiwisaver-advice': {
    title: 'KiwiSaver Digital Advice',
    description: 'Answer a few questions about yourself and get advice on the KiwiSaver fund that suits you.',
    button: 'Get KiwiSaver advice',
  },
  'spend-my-kiwisaver': {
    title: 'Spend My KiwiSaver',
    description: 'See how long your KiwiSaver savings could last with regular withdrawals, or what you could withdraw to last to an age you choose.',
    button: 'Open Spend My KiwiSaver',
  },
  'forecast-my-balance': {
    title: 'KiwiSaver Forecast My Balance',
    description: 'Forecast your KiwiSaver balance at 65 and the weekly income it could give you, and see what changing your contributions or fund would do.',
    button: 'Open Forecast My Balance',
  },
  'investment-funds-advice': {
    title: 'Investment Funds Digital Advice',
    description: 'Answer a few questions about your goals and get advice on which of our investment funds suit you.',
    button: 'Get investment funds advice',
  },
};

/**
 * Why a tile the member does not qualify for is shown disabled. Tiles that are switched off, or not
 * for this kind of user or portal, are not shown at all (tile-visibility.ts).
 */
export const REASON_TEXTS: Partial<Record<ToolUnavailableReason, string>> = {
  'no-date-of-birth': 'This calculator needs your date of birth, which we do not have. Please contact us to add it.',
  'no-kiwisaver-account': 'For members with a KiwiSaver account.',
  'no-single-security-kiwisaver-account': 'For an open KiwiSaver account invested in a single fund.',
  'age-65-or-over': 'For members under 65.',
  'under-65': 'For members aged 65 or over.',
};
