import { Anchor, Stack, Tabs, Text, Title } from '@mantine/core';
import { channelConfig, type Channel } from '@tasman/domain/channel/channel';
import { Link, useSearchParams } from 'react-router';
import type { AuditLogView } from '../api/get-audit-events';
import { AuditLogPanel } from '../components/audit-log-panel';
import { InsightsPanel } from '../components/insights-panel';
import { LoginNoticesPanel } from '../components/login-notices-panel';
import { PortalStatusPanel } from '../components/portal-status-panel';
import { StatementRunsPanel } from '../components/statement-runs-panel';
import { ToolSwitchesPanel } from '../components/tool-switches-panel';
import type { SubscribeToStatus } from '../components/use-channel-live';
import { UsersPanel } from '../components/users-panel';

export const CONSOLE_TABS = [
  { value: 'status', label: 'Portal status' },
  { value: 'notices', label: 'Login notices' },
  { value: 'users', label: 'Users' },
  { value: 'audit', label: 'Audit log' },
  { value: 'statements', label: 'Statement runs' },
  { value: 'tools', label: 'Tools' },
  { value: 'insights', label: 'Insights' },
] as const;
type ConsoleTab = (typeof CONSOLE_TABS)[number]['value'];

const isTab = (value: string | null): value is ConsoleTab => CONSOLE_TABS.some((tab) => tab.value === value);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The audit log's filters and page from the URL; anything malformed is read as no filter. */
export function readAuditView(params: URLSearchParams): AuditLogView {
  const date = (name: string) => {
    const value = params.get(name) ?? '';
    return DATE.test(value) ? value : '';
  };
  const pageNo = Number(params.get('pageNo'));
  return {
    username: params.get('username') ?? '',
    event: params.get('event') ?? '',
    from: date('from'),
    to: date('to'),
    pageNo: Number.isInteger(pageNo) && pageNo >= 1 && pageNo <= 10_000 ? pageNo : 1,
  };
}

function writeAuditView(view: AuditLogView): URLSearchParams {
  const params = new URLSearchParams({ tab: 'audit' });
  if (view.username) params.set('username', view.username);
  if (view.event) params.set('event', view.event);
  if (view.from) params.set('from', view.from);
  if (view.to) params.set('to', view.to);
  if (view.pageNo > 1) params.set('pageNo', String(view.pageNo));
  return params;
}

/**
 * /staff-console (issue 10): the operator tasks staff could only do through the API or the CLI, for
 * this portal only: its status, its login notices, unlocking users and resetting their two-factor,
 * and the audit log. The open tab and the log's filters live in the URL, so Back and reload keep them.
 */
interface StaffConsoleScreenProps {
  channel: Channel;
  /** The app's portal status feed, which the status section shows. */
  subscribeToStatus: SubscribeToStatus;
}

export function StaffConsoleScreen({ channel, subscribeToStatus }: StaffConsoleScreenProps) {
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: ConsoleTab = isTab(tabParam) ? tabParam : 'status';
  const config = channelConfig(channel);
  const portalName = `${channel === 'AU' ? 'Australian' : 'New Zealand'} portal`;

  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={1} size="h2">
          Staff Console
        </Title>
        <Text size="sm" c="dimmed">
          Operator tasks for the {portalName} of {config.productName}. Every change is recorded in the audit log.
        </Text>
        <Anchor component={Link} to="/notifications/admin" size="sm">
          Publish notifications to clients
        </Anchor>
      </Stack>
      <Tabs
        value={tab}
        onChange={(value) => {
          if (isTab(value)) setParams(value === 'audit' ? writeAuditView(readAuditView(params)) : { tab: value });
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label="Staff Console sections">
          {CONSOLE_TABS.map((entry) => (
            <Tabs.Tab key={entry.value} value={entry.value}>
              {entry.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="status" pt="lg">
          <PortalStatusPanel channel={channel} portalName={portalName} subscribeToStatus={subscribeToStatus} />
        </Tabs.Panel>
        <Tabs.Panel value="notices" pt="lg">
          <LoginNoticesPanel channel={channel} />
        </Tabs.Panel>
        <Tabs.Panel value="users" pt="lg">
          <UsersPanel />
        </Tabs.Panel>
        <Tabs.Panel value="audit" pt="lg">
          <AuditLogPanel
            view={readAuditView(params)}
            onView={(view) => setParams(writeAuditView(view))}
            timeZone={config.timeZone}
          />
        </Tabs.Panel>
        <Tabs.Panel value="statements" pt="lg">
          <StatementRunsPanel timeZone={config.timeZone} />
        </Tabs.Panel>
        <Tabs.Panel value="tools" pt="lg">
          <ToolSwitchesPanel channel={channel} />
        </Tabs.Panel>
        <Tabs.Panel value="insights" pt="lg">
          <InsightsPanel timeZone={config.timeZone} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
