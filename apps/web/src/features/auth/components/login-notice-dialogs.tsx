import { Button, Group, Modal, Text } from '@mantine/core';
import type { PortalInfoResponse } from '@tasman/domain/contracts/portal';
import { distributionMessage, type DistributionPeriod } from '@tasman/domain/notices/distribution-message';
import { useLoginNotices } from '../hooks/use-login-notices';
import type { LoginNotice } from '../lib/login-notices';

/**
 * The login page's own dialogs, one after another (lib/login-notices), fetched only when portal info
 * has a notice at all.
 */
export function LoginNotices({ notices }: { notices: PortalInfoResponse['loginNotices'] }) {
  const { current, next } = useLoginNotices(notices);
  return current ? (
    <LoginNoticeDialog
      notice={current}
      updateText={notices.updateNotice}
      distributionPeriod={notices.distributionPeriod}
      onClose={next}
    />
  ) : null;
}

interface LoginNoticeDialogProps {
  notice: LoginNotice;
  /** The update notice's text (portal info loginNotices.updateNotice). */
  updateText: string | null;
  /** The configured distribution period (portal info loginNotices.distributionPeriod). */
  distributionPeriod: DistributionPeriod | null;
  onClose: () => void;
}

const TITLES: Record<LoginNotice, string> = {
  maintenance: 'Maintenance Alert',
  update: 'Portal update',
  important: 'Important Message',
};

/**
 * The dialogs the login page opens by itself (spec 000 §2.3): the Maintenance Alert (planned tonight
 * 9pm to 12am, Continue), the update notice, and the Important Message about the distribution.
 */
export function LoginNoticeDialog({ notice, updateText, distributionPeriod, onClose }: LoginNoticeDialogProps) {
  return (
    <Modal opened onClose={onClose} title={TITLES[notice]} centered>
      <Text size="sm">
        {notice === 'maintenance'
          ? 'Planned maintenance is scheduled for tonight from 9pm to 12am. During this time the Client Portal will be unavailable.'
          : notice === 'update'
            ? updateText
            : distributionPeriod && distributionMessage(distributionPeriod)}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose}>{notice === 'maintenance' ? 'Continue' : 'OK'}</Button>
      </Group>
    </Modal>
  );
}

/**
 * spec 000 §4 'Sign-in' 6: on the Australian portal, a client signing in during the distribution
 * period sees this static large dialog (no backdrop or Escape close) before entering.
 */
export function DistributionPeriodDialog({ period, onContinue }: { period: DistributionPeriod; onContinue: () => void }) {
  return (
    <Modal
      opened
      onClose={() => {}}
      title="Annual distribution"
      size="lg"
      centered
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
    >
      <Text size="sm">{distributionMessage(period)}</Text>
      <Text size="sm" mt="sm">
        Prices and valuations shown in the Client Portal may not yet reflect the distribution, and withdrawals requested
        now are processed once it is complete.
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onContinue}>Continue</Button>
      </Group>
    </Modal>
  );
}
