import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';

interface ViewLinksProps {
  /** Where 'Back to login' goes (the login view, keeping returnUrl); no link when absent. */
  backTo?: string;
  onNeedHelp: () => void;
}

/** The links under every view but login and 2fa: back to login, and the view's own Need Help? */
export function ViewLinks({ backTo, onNeedHelp }: ViewLinksProps) {
  return (
    <Group justify={backTo ? 'space-between' : 'center'} gap="xs" mt="lg">
      {backTo ? (
        <Anchor component={Link} to={backTo} size="sm">
          Back to login
        </Anchor>
      ) : null}
      <Anchor component="button" type="button" onClick={onNeedHelp} size="sm">
        Need Help?
      </Anchor>
    </Group>
  );
}
