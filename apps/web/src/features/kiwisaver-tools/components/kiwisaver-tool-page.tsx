import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { KiwiSaverMemberResponse } from '@tasman/domain/contracts/kiwisaver-tools';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { ErrorPanel } from '@/ui/error-panel';
import { LoadingScreen } from '@/ui/loading-screen';
import { useKiwiSaverMember } from '../api/get-kiwisaver-member';

interface KiwiSaverToolPageProps {
  clientId: string;
  title: string;
  toolsPath: string;
  /** The calculator (or why it cannot run) once the member's data is in. */
  children: (member: KiwiSaverMemberResponse) => ReactNode;
}

/**
 * The page both KiwiSaver calculators share: back to Tools & Calculators, the title, and the member's
 * data loading (a spinner; 'no member' for a 404; a retry panel for any other failure).
 */
export function KiwiSaverToolPage({ clientId, title, toolsPath, children }: KiwiSaverToolPageProps) {
  const member = useKiwiSaverMember(clientId);
  let body: ReactNode;
  if (member.isPending) body = <LoadingScreen />;
  else if (member.isError)
    body =
      member.error instanceof ApiError && member.error.status === 404 ? (
        <Text>There is no KiwiSaver member to show here.</Text>
      ) : (
        <ErrorPanel message="We could not load your KiwiSaver balance. Please try again." onRetry={() => void member.refetch()} />
      );
  else body = children(member.data);
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={toolsPath} size="sm">
        ← Back to Tools &amp; Calculators
      </Anchor>
      <Title order={1}>{title}</Title>
      {body}
    </Stack>
  );
}
