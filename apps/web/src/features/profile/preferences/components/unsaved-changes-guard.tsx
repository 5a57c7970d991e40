import { Button, Group, Modal, Text } from '@mantine/core';
import { COMMS_MESSAGES } from '@tasman/domain/contracts/comms-preferences';
import { useEffect, useState } from 'react';
import { useBlocker } from 'react-router';

interface UnsavedChangesGuardProps {
  /** The tab differs from what is stored. */
  dirty: boolean;
  /** Saves; answers whether it worked (a failed save keeps the user here, with the error shown). */
  onSave: () => Promise<boolean>;
  /** Save is not possible (the form is invalid): the dialog offers leave or stay only. */
  canSave: boolean;
}

/**
 * spec 002 §4 / spec 000 §2.4: leaving the tab with unsaved changes asks 'Do you want to save these
 * changes?' with three answers: Save (then leave), Leave without saving, Stay. A reload or closing the
 * browser tab gets the browser's own question (beforeunload; browsers show their own words).
 */
export function UnsavedChangesGuard({ dirty, onSave, canSave }: UnsavedChangesGuardProps) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!dirty) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show the question.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const blocked = blocker.state === 'blocked';
  const saveAndLeave = async () => {
    setSaving(true);
    const saved = await onSave();
    setSaving(false);
    if (blocker.state !== 'blocked') return;
    if (saved) blocker.proceed();
    else blocker.reset();
  };

  return (
    <Modal
      opened={blocked}
      onClose={() => blocker.reset?.()}
      title={<Text fw={600}>{COMMS_MESSAGES.unsavedChanges}</Text>}
      centered
    >
      <Text size="sm" mb="lg">
        You have changed your communication preferences without saving them.
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => blocker.reset?.()} disabled={saving}>
          Stay
        </Button>
        <Button variant="light" color="red" onClick={() => blocker.proceed?.()} disabled={saving}>
          Leave without saving
        </Button>
        {canSave ? (
          <Button onClick={() => void saveAndLeave()} loading={saving}>
            Save
          </Button>
        ) : null}
      </Group>
    </Modal>
  );
}
