import { ActionIcon, Checkbox, Group, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReportRow } from '@tasman/domain/contracts/reports';
import { IconDownload } from '@tabler/icons-react';
import { formatDate } from '@/ui/date-text';
import { ResponsiveTable, STACKED_TABLE_QUERY, type TableColumn } from '@/ui/responsive-table';

interface ReportsTableProps {
  rows: readonly ReportRow[];
  selected: ReadonlySet<string>;
  onToggle: (reportId: string, checked: boolean) => void;
  /** Checks or clears every row of the page (spec 002 §4 'Select All'). */
  onToggleAll: (checked: boolean) => void;
  onDownload: (row: ReportRow) => void;
  /** The report being downloaded, whose button spins. */
  downloading: string | null;
}

/**
 * spec 002 §2.1: each row has a checkbox, the report's name, its date and a download action; Select
 * All sits in the header and is checked by itself when every row of the page is. On a phone the
 * rows are cards and Select All stands above them.
 */
export function ReportsTable({ rows, selected, onToggle, onToggleAll, onDownload, downloading }: ReportsTableProps) {
  const stacked = useMediaQuery(STACKED_TABLE_QUERY, false, { getInitialValueInEffect: false });
  const checkedCount = rows.filter((row) => selected.has(row.reportId)).length;
  const allChecked = rows.length > 0 && checkedCount === rows.length;
  const selectAll = (
    <Checkbox
      aria-label="Select All"
      label={stacked ? 'Select All' : undefined}
      checked={allChecked}
      indeterminate={checkedCount > 0 && !allChecked}
      onChange={(event) => onToggleAll(event.currentTarget.checked)}
      data-print="hide"
    />
  );

  const columns: TableColumn<ReportRow>[] = [
    {
      key: 'name',
      header: 'Name',
      cell: (row) => (
        <Group gap="sm" wrap="nowrap">
          <Checkbox
            aria-label={`Select ${row.reportName}, ${formatDate(row.reportDate)}`}
            checked={selected.has(row.reportId)}
            onChange={(event) => onToggle(row.reportId, event.currentTarget.checked)}
            data-print="hide"
          />
          <Text size="sm" fw={500}>
            {row.reportName}
          </Text>
        </Group>
      ),
    },
    { key: 'date', header: 'Date', cell: (row) => formatDate(row.reportDate), nowrap: true, width: 140 },
    {
      key: 'download',
      header: 'Download',
      align: 'right',
      width: 110,
      cell: (row) => (
        <Tooltip label={`Download ${row.reportName}`} withinPortal>
          <ActionIcon
            variant="light"
            size="lg"
            aria-label={`Download ${row.reportName}, ${formatDate(row.reportDate)}`}
            loading={downloading === row.reportId}
            onClick={() => onDownload(row)}
          >
            <IconDownload size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ),
    },
  ];

  return (
    <>
      {stacked ? selectAll : null}
      <ResponsiveTable
        aria-label="Reports and statements"
        columns={
          stacked
            ? columns
            : [{ ...columns[0]!, header: <Group gap="sm" wrap="nowrap">{selectAll}<span>Name</span></Group> }, ...columns.slice(1)]
        }
        rows={rows}
        rowKey={(row) => row.reportId}
        rowTestId="report-row"
        striped
      />
    </>
  );
}
