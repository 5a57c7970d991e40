import { Alert, Badge, Button, Group, Loader, Modal, Pagination, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { NotificationPublication } from '@tasman/domain/contracts/notification-publishing';
import { useState } from 'react';
import { PAGER_CONTROL_LABELS } from '@/ui/pager-labels';
import { ResponsiveTable, type TableColumn } from '@/ui/responsive-table';
import { usePublications } from '../api/get-publications';
import { useWithdrawPublication } from '../api/withdraw-publication';

const STATUS_COLOUR = { sent: 'green', scheduled: 'blue', withdrawn: 'gray' } as const;
const STATUS_LABEL = { sent: 'Sent', scheduled: 'Scheduled', withdrawn: 'Withdrawn' } as const;

/** When it went, or goes, or was withdrawn: on the portal's clock. */
function whenOf(publication: NotificationPublication, formatInstant: (iso: string) => string): string {
  const parts = [
    publication.sentAt ? `Sent ${formatInstant(publication.sentAt)}` : publication.scheduledFor ? `For ${formatInstant(publication.scheduledFor)}` : null,
    publication.withdrawnAt ? `Withdrawn ${formatInstant(publication.withdrawnAt)}${publication.withdrawnBy ? ` by ${publication.withdrawnBy}` : ''}` : null,
  ];
  return parts.filter(Boolean).join(' · ');
}

/** This portal's publications (sent, scheduled, withdrawn) with their recipients, and Withdraw. */
export function PublicationsList({ formatInstant }: { formatInstant: (iso: string) => string }) {
  const [pageNo, setPageNo] = useState(1);
  const publications = usePublications(pageNo);
  const pages = publications.data ? Math.ceil(publications.data.totalPublications / publications.data.pageSize) : 0;
  const withdraw = useWithdrawPublication();
  const [confirming, setConfirming] = useState<NotificationPublication | null>(null);

  const columns: TableColumn<NotificationPublication>[] = [
    { key: 'subject', header: 'Subject', cell: (p) => p.subject },
    { key: 'audience', header: 'Audience', cell: (p) => p.audienceDescription },
    {
      key: 'status',
      header: 'Status',
      cell: (p) => (
        <Stack gap={2}>
          <Badge color={STATUS_COLOUR[p.status]} variant="light">
            {STATUS_LABEL[p.status]}
          </Badge>
          <Text size="xs" c="dimmed">
            {whenOf(p, formatInstant)}
          </Text>
        </Stack>
      ),
    },
    { key: 'recipients', header: 'Recipients', align: 'right', nowrap: true, cell: (p) => (p.recipientCount === null ? '–' : p.recipientCount.toLocaleString('en-NZ')) },
    { key: 'by', header: 'By', cell: (p) => p.createdBy ?? '' },
    {
      key: 'actions',
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      cell: (p) =>
        p.status === 'withdrawn' ? null : (
          <Button size="xs" variant="outline" color="red" onClick={() => setConfirming(p)} aria-label={`Withdraw ${p.subject}`}>
            Withdraw
          </Button>
        ),
    },
  ];

  return (
    <Stack gap="sm" component="section" aria-labelledby="publications-title">
      <Title order={2} size="h3" id="publications-title">
        Published notifications
      </Title>
      {publications.isPending ? <Loader aria-label="Loading published notifications" /> : null}
      {publications.isError ? (
        <Alert color="red" variant="light" role="alert">
          {publications.error.message}
        </Alert>
      ) : null}
      {publications.data && publications.data.list.length === 0 ? <Text c="dimmed">No notifications have been published on this portal yet.</Text> : null}
      {publications.data && publications.data.list.length > 0 ? (
        <ResponsiveTable aria-label="Published notifications" columns={columns} rows={publications.data.list} rowKey={(p) => p.publicationId} rowTestId="publication-row" />
      ) : null}
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={Math.min(pageNo, pages)}
          onChange={setPageNo}
          withEdges
          siblings={0}
          size="sm"
          aria-label="Pages of published notifications"
          getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
          getControlProps={(control) => ({ 'aria-label': PAGER_CONTROL_LABELS[control] })}
        />
      ) : null}
      {withdraw.isError ? (
        <Alert color="red" variant="light" role="alert" title="Not withdrawn">
          {withdraw.error.message}
        </Alert>
      ) : null}
      <Modal opened={confirming !== null} onClose={() => setConfirming(null)} title="Withdraw this notification?" centered>
        {confirming ? (
          <Stack>
            <Text>
              ‘{confirming.subject}’{' '}
              {confirming.status === 'scheduled'
                ? 'will not be sent.'
                : `is removed from the notifications of ${(confirming.recipientCount ?? 0).toLocaleString('en-NZ')} ${confirming.recipientCount === 1 ? 'client' : 'clients'}.`}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(null)}>
                Keep it
              </Button>
              <Button
                color="red"
                loading={withdraw.isPending}
                onClick={() => withdraw.mutate(confirming.publicationId, { onSettled: () => setConfirming(null) })}
              >
                Withdraw
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}
