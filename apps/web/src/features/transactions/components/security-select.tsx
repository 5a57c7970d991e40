import { Select } from '@mantine/core';
import { useAccountSecurities } from '../api/get-account-securities';

const ALL = '';

interface SecuritySelectProps {
  accountNumber: string;
  value: string | null;
  onChange: (securityId: string | null) => void;
}

/** The optional security filter (spec 002 §2.2): the account's securities, or all of them. */
export function SecuritySelect({ accountNumber, value, onChange }: SecuritySelectProps) {
  const securities = useAccountSecurities(accountNumber);
  const data = [
    { value: ALL, label: 'All securities' },
    ...(securities.data?.list ?? []).map((security) => ({ value: security.securityId, label: security.name })),
  ];
  return (
    <Select
      label="Security"
      data={data}
      value={value ?? ALL}
      onChange={(next) => onChange(next ? next : null)}
      allowDeselect={false}
      disabled={securities.isPending}
      error={securities.isError ? 'The account\u2019s securities could not be loaded; all are shown.' : undefined}
      comboboxProps={{ withinPortal: true }}
      style={{ flex: '1 1 14rem', maxWidth: '24rem' }}
    />
  );
}
