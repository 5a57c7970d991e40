import { Anchor, Button, Group, Loader, Pagination, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import type { AuditEventRow } from '@tasman/domain/contracts/audit';
import { AUDIT_EVENT_TYPES } from '@tasman/domain/contracts/audit';
import { useState, type FormEvent } from 'react';
import { ErrorPanel } from '@/ui/error-panel';
import { ResponsiveTable, STACKED_TABLE_QUERY, type TableColumn } from '@/ui/responsive-table';
import { PAGER_CONTROL_LABELS } from '@/ui/pager-labels';
import { auditCsvHref, useAuditEvents, type AuditLogView } from '../api/get-audit-events';
import { formatInstant } from '../format-instant';

export const FROM_AFTER_TO = 'The from date must be on or before the to date.';

interface AuditLogPanelProps {
  view: AuditLogView;
  onView: (view: AuditLogView) => void;
  timeZone: string;
}

/** The audit log: filters applied on Search, a page of 50 from the server, and the CSV of the same filters. */
export function AuditLogPanel({ view, onView, timeZone }: AuditLogPanelProps) {
  const events = useAuditEvents(view);
  const stacked = useMediaQuery(STACKED_TABLE_QUERY, false, { getInitialValueInEffect: false });
  const eventTypes = events.data?.eventTypes ?? [...AUDIT_EVENT_TYPES];
  const columns: TableColumn<AuditEventRow>[] = [
    { key: 'at', header: 'At', cell: (row) => <time dateTime={row.at}>{formatInstant(row.at, timeZone)}</time>, nowrap: true, width: 170 },
    { key: 'username', header: 'Username', cell: (row) => row.username ?? '—' },
    { key: 'event', header: 'Event', cell: (row) => row.event },
    { key: 'detail', header: 'Detail', cell: (row) => <span style={{ overflowWrap: 'anywhere' }}>{row.detail ?? ''}</span> },
    { key: 'ip', header: 'IP', cell: (row) => row.ip ?? '', nowrap: true },
  ];
  const pages = events.data ? Math.max(1, Math.ceil(events.data.totalEvents / events.data.pageSize)) : 1;

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Audit log
      </Title>
      <AuditFilters
        key={[view.username, view.event, view.from, view.to].join('|')}
        view={view} onApply={(filter) => onView({ ...filter, pageNo: 1 })} eventTypes={eventTypes} />
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed" data-testid="audit-log-range">
          {events.data ? rangeText(events.data.pageNo, events.data.pageSize, events.data.list.length, events.data.totalEvents) : ' '}
        </Text>
        <Anchor href={auditCsvHref(view)} download size="sm">
          <Group gap={4} component="span">
            <IconDownload size={16} aria-hidden />
            Export CSV
          </Group>
        </Anchor>
      </Group>
      {events.isError && !events.data ? (
        <ErrorPanel message={events.error.message} onRetry={() => void events.refetch()} />
      ) : events.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm">Loading the audit log…</Text>
        </Group>
      ) : events.data.list.length === 0 ? (
        <Text data-testid="audit-log-empty">No events match these filters.</Text>
      ) : (
        <Stack gap="md" aria-busy={events.isFetching} style={{ opacity: events.isPlaceholderData ? 0.6 : 1 }}>
          {events.isError ? <ErrorPanel message={events.error.message} onRetry={() => void events.refetch()} /> : null}
          <ResponsiveTable
            aria-label="Audit events"
            columns={columns}
            rows={events.data.list}
            rowKey={(row, index) => `${row.at}-${index}`}
            rowTestId="audit-row"
            striped
          />
          {pages > 1 ? (
            <Pagination
              total={pages}
              value={view.pageNo}
              onChange={(pageNo) => onView({ ...view, pageNo })}
              withEdges
              siblings={stacked ? 0 : 1}
              size={stacked ? 'sm' : 'md'}
              aria-label="Pages of audit events"
              getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
              getControlProps={(control) => ({ 'aria-label': PAGER_CONTROL_LABELS[control] })}
            />
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}

function rangeText(pageNo: number, pageSize: number, shown: number, total: number): string {
  if (total === 0 || shown === 0) return total === 0 ? 'No events' : `${total} events`;
  const first = (pageNo - 1) * pageSize + 1;
  return `${first}–${first + shown - 1} of ${total} event${total === 1 ? '' : 's'}`;
}

type Filter = Omit<AuditLogView, 'pageNo'>;

/** The filters as typed; applied together on Search (a date half typed is not sent). */
export function AuditFilters({ view, onApply, eventTypes }: { view: Filter; onApply: (filter: Filter) => void; eventTypes: string[] }) {
  const [draft, setDraft] = useState<Filter>({ username: view.username, event: view.event, from: view.from, to: view.to });
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.from !== '' && draft.to !== '' && draft.from > draft.to) {
      setError(FROM_AFTER_TO);
      return;
    }
    setError(null);
    onApply({ ...draft, username: draft.username.trim() });
  };
  const clear = () => {
    const none = { username: '', event: '', from: '', to: '' };
    setDraft(none);
    setError(null);
    onApply(none);
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Audit log filters">
      <Stack gap="sm">
        <Group gap="sm" align="flex-start" wrap="wrap">
          <TextInput
            label="Username"
            placeholder="Part of a username"
            value={draft.username}
            onChange={(e) => setDraft({ ...draft, username: e.currentTarget.value })}
            w={{ base: '100%', sm: 200 }}
          />
          <Select
            label="Event type"
            data={[{ value: '', label: 'All events' }, ...eventTypes.map((type) => ({ value: type, label: type }))]}
            value={draft.event}
            onChange={(value) => setDraft({ ...draft, event: value ?? '' })}
            allowDeselect={false}
            searchable
            w={{ base: '100%', sm: 240 }}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            type="date"
            label="From"
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.currentTarget.value })}
            w={{ base: '100%', xs: 170 }}
          />
          <TextInput
            type="date"
            label="To"
            value={draft.to}
            onChange={(e) => setDraft({ ...draft, to: e.currentTarget.value })}
            error={error ?? undefined}
            w={{ base: '100%', xs: 170 }}
          />
        </Group>
        <Group gap="sm">
          <Button type="submit">Search</Button>
          <Button variant="default" onClick={clear}>
            Clear filters
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
