import { Alert, Badge, Center, Grid, Loader, NavLink, Paper, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { localDateOf } from '@tasman/domain/calendar/local-date';
import { channelConfig } from '@tasman/domain/channel/channel';
import type { Notification } from '@tasman/domain/contracts/notifications';
import {
  callToActionTarget,
  hasCallToAction,
  type CallToActionContext,
  type CallToActionTarget,
} from '@tasman/domain/notifications/call-to-action';
import {
  notificationViews,
  selectedView,
  VIEW_PARAM,
  type NotificationView,
  type NotificationViewEntry,
} from '@tasman/domain/notifications/notification-views';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { usePortalInfo } from '@/lib/portal-info';
import { formatDate } from '@/ui/date-text';
import { useNotifications } from '../api/get-notifications';
import { useChangeNotificationStatus, useMarkAllNotificationsRead, type NotificationStatus } from '../api/notification-operations';
import { NotificationList } from '../components/notification-list';
import { NotificationWebView } from '../components/notification-web-view';

export const FETCH_ERROR = 'There was an error fetching notifications.';
export const SAVE_ERROR = 'Your change could not be saved. Please try again.';

/** Below Mantine's md breakpoint (62em) the lists stack (spec 000 §2.6 'Small screens stack all lists'). */
export const STACKED_QUERY = '(max-width: 61.99em)';

export interface NotificationsScreenProps {
  /** The product type of one of the user's accounts (ONLINETRANSACTION's accountType), null when not known. */
  productTypeOf?: CallToActionContext['productTypeOf'];
  /** Opens the government contribution check of a KiwiSaver account; without it GOVTCONTRIBUTION buttons are hidden. */
  onGovernmentContribution?: (accountNumber: string) => void;
}

function matchesNow(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/** /notifications (spec 000 §2.6): the lists, or with ?webView={id} the embedded document. */
export function NotificationsScreen(props: NotificationsScreenProps) {
  const [params] = useSearchParams();
  const webView = params.get('webView');
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Notifications
      </Title>
      {webView ? <NotificationWebView contentId={webView} /> : <NotificationLists {...props} />}
    </Stack>
  );
}

function NotificationLists({ productTypeOf, onGovernmentContribution }: NotificationsScreenProps) {
  const notifications = useNotifications({ retryOnMount: false });
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { channel } = usePortalInfo();
  const timeZone = channelConfig(channel).timeZone;
  const stacked = useMediaQuery(STACKED_QUERY, matchesNow(STACKED_QUERY), { getInitialValueInEffect: false });
  const changeStatus = useChangeNotificationStatus();
  const markAll = useMarkAllNotificationsRead();
  const [saveFailed, setSaveFailed] = useState(false);

  if (notifications.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading notifications" />
      </Center>
    );
  }
  if (notifications.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
        {FETCH_ERROR}
      </Alert>
    );
  }

  const views = notificationViews(notifications.data);
  const current = selectedView(params.get('view'), views.map((v) => v.view));
  const context: CallToActionContext = { productTypeOf };

  const failed = (error: unknown) => {
    console.warn('Notification change failed', error);
    setSaveFailed(true);
  };
  const setStatus = (notification: Notification, status: NotificationStatus) => {
    setSaveFailed(false);
    changeStatus.mutate({ id: notification.portalNotificationId, status }, { onError: failed });
  };
  const markAllRead = (view: NotificationView) => {
    setSaveFailed(false);
    markAll.mutate(view, { onError: failed });
  };

  const targetOf = (notification: Notification): CallToActionTarget | null => {
    if (!hasCallToAction(notification, context)) return null;
    const target = callToActionTarget(notification, context);
    return target.kind === 'government-contribution' && !onGovernmentContribution ? null : target;
  };

  /** Following a call to action marks the notification read (DISMISS dismisses it instead). */
  const follow = async (notification: Notification, target: CallToActionTarget) => {
    if (target.kind === 'dismiss') {
      setStatus(notification, 'Dismissed');
      return;
    }
    if (notification.notificationStatusCode === 'Unread') setStatus(notification, 'Read');
    if (target.kind === 'government-contribution') onGovernmentContribution?.(target.accountNumber);
    if (target.kind === 'route') {
      if (target.via) await navigate(target.via);
      await navigate(target.to);
    }
    // external: the link itself opens the new tab (noopener noreferrer).
  };

  const sentLabel = (notification: Notification) => {
    const instant = new Date(notification.dateSent);
    return Number.isNaN(instant.getTime()) ? '' : formatDate(localDateOf(instant, timeZone));
  };

  const list = (entry: NotificationViewEntry) => (
    <NotificationList
      key={entry.view}
      entry={entry}
      sentLabel={sentLabel}
      targetOf={targetOf}
      onStatus={setStatus}
      onFollow={(notification, target) => void follow(notification, target)}
      onMarkAllRead={() => markAllRead(entry.view)}
    />
  );

  const problem = saveFailed ? (
    <Alert color="orange" variant="light" role="alert" withCloseButton onClose={() => setSaveFailed(false)}>
      {SAVE_ERROR}
    </Alert>
  ) : null;

  if (stacked) {
    return (
      <Stack gap="xl" data-testid="notifications-stacked">
        {problem}
        {views.filter((v) => v.view !== 'all').map(list)}
      </Stack>
    );
  }

  const selected = views.find((v) => v.view === current) ?? views[0]!;
  return (
    <Grid gap="xl" data-testid="notifications-desktop">
      <Grid.Col span={{ base: 12, md: 3 }}>
        <Paper withBorder radius="md" p="xs" component="nav" aria-label="Notification lists">
          {views.map((entry) => (
            <NavLink
              key={entry.view}
              component="button"
              type="button"
              label={entry.title}
              active={entry.view === current}
              aria-current={entry.view === current ? 'page' : undefined}
              rightSection={
                <Badge size="sm" variant={entry.count > 0 ? 'filled' : 'light'} color={entry.count > 0 ? 'blue' : 'gray'}>
                  {entry.count}
                </Badge>
              }
              onClick={() => {
                const next = new URLSearchParams(params);
                next.set('view', VIEW_PARAM[entry.view]);
                setParams(next);
              }}
              style={{ borderRadius: 'var(--mantine-radius-sm)' }}
            />
          ))}
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        <Stack gap="md">
          {problem}
          {list(selected)}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
