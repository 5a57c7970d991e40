import { Alert, Anchor, Center, Loader, Paper, Stack } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useNotificationWebView } from '../api/notification-operations';

export const WEB_VIEW_ERROR = 'Error loading monthly review';

/**
 * The page the sandbox shows. The server has sanitized the HTML already; the frame is a second wall:
 * no scripts (sandbox without allow-scripts, and a CSP allowing none), no same origin (no cookies,
 * no access to the portal page), links open in a new tab outside the sandbox.
 */
export function sandboxDocument(html: string): string {
  return [
    '<!doctype html><html><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src https: data:; style-src 'unsafe-inline'">`,
    '<base target="_blank">',
    '<style>body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.55;color:#1a1b1e;margin:0;padding:4px 2px;}',
    'h1{font-size:1.6rem;margin:0 0 .75rem}h2{font-size:1.2rem;margin:1.25rem 0 .5rem}img{max-width:100%;height:auto}a{color:#1c64c8}</style>',
    '</head><body>',
    html,
    '</body></html>',
  ].join('');
}

/** spec 000 §2.6: ?webView={id} opens a monthly review or blog in the page, with 'Back to notifications'. */
export function NotificationWebView({ contentId }: { contentId: string }) {
  const view = useNotificationWebView(contentId);
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/notifications" size="sm" fw={600}>
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
        Back to notifications
      </Anchor>
      {view.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading" />
        </Center>
      ) : view.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
          {WEB_VIEW_ERROR}
        </Alert>
      ) : (
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          <iframe
            title="Notification document"
            sandbox="allow-popups allow-popups-to-escape-sandbox"
            referrerPolicy="no-referrer"
            srcDoc={sandboxDocument(view.data)}
            data-testid="notification-web-view"
            style={{ width: '100%', height: '70vh', minHeight: 420, border: 0, display: 'block' }}
          />
        </Paper>
      )}
    </Stack>
  );
}
