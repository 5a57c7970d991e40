import { ThemeIcon } from '@mantine/core';
import {
  IconBell,
  IconBook,
  IconBriefcase,
  IconCash,
  IconChartLine,
  IconFileText,
  IconNews,
  IconPigMoney,
  IconShieldLock,
  IconUserCircle,
  IconUserStar,
  type Icon,
} from '@tabler/icons-react';

/** spec 000 §3: notificationTypeCode drives the icon. Codes of the demo data and the staff composer; others get the bell. */
const ICONS: Record<string, Icon> = {
  PROFILE: IconUserCircle,
  STATEMENT: IconFileText,
  REPORTS: IconFileText,
  KIWISAVER: IconPigMoney,
  GOVTCONTRIBUTION: IconPigMoney,
  ADVISER: IconUserStar,
  MONTHLYREVIEW: IconChartLine,
  BLOG: IconBook,
  NEWS: IconNews,
  SECURITY: IconShieldLock,
  ACCOUNT: IconBriefcase,
  TRANSACTION: IconCash,
};

export function notificationIconName(typeCode: string): string {
  return ICONS[typeCode.trim().toUpperCase()] ? typeCode.trim().toUpperCase() : 'GENERAL';
}

export function NotificationIcon({ typeCode, alert }: { typeCode: string; alert: boolean }) {
  const IconOfType = ICONS[typeCode.trim().toUpperCase()] ?? IconBell;
  return (
    <ThemeIcon
      size={38}
      radius="xl"
      variant="light"
      color={alert ? 'orange' : 'blue'}
      aria-hidden
      data-icon={notificationIconName(typeCode)}
    >
      <IconOfType size={20} stroke={1.7} />
    </ThemeIcon>
  );
}
