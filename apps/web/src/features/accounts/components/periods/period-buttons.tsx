import { Button, Group } from '@mantine/core';
import type { PeriodButton } from '@tasman/domain/accounts/period-buttons';
import type { PeriodCode } from '@tasman/domain/performance/periods';

interface PeriodButtonsProps {
  buttons: readonly PeriodButton[];
  active: PeriodCode;
  /** spec 001 §4: a button is enabled once the account is as old as its period. */
  isEnabled: (code: PeriodCode) => boolean;
  /** spec 001 §4: every button is disabled while a request runs. */
  busy: boolean;
  onPick: (code: PeriodCode) => void;
  label: string;
}

export function PeriodButtons({ buttons, active, isEnabled, busy, onPick, label }: PeriodButtonsProps) {
  return (
    <Group gap={6} role="group" aria-label={label}>
      {buttons.map((button) => (
        <Button
          key={button.code}
          size="xs"
          variant={button.code === active ? 'filled' : 'default'}
          aria-pressed={button.code === active}
          disabled={busy || !isEnabled(button.code)}
          onClick={() => onPick(button.code)}
        >
          {button.label}
        </Button>
      ))}
    </Group>
  );
}
