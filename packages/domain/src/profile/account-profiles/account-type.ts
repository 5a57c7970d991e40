/** spec 002 §3 'Account': accountType. */
export const ACCOUNT_TYPES = ['Individual', 'Joint', 'Company', 'Trust', 'Applicant'] as const;
export type AccountTypeName = (typeof ACCOUNT_TYPES)[number];
