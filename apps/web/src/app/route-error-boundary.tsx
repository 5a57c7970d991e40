import { Container } from '@mantine/core';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { MESSAGES } from '@tasman/domain/errors';
import { ErrorPanel } from '@/ui/error-panel';

/**
 * What a route shows when rendering it fails (a bug, or a screen's code that could not be
 * downloaded after a new release): the spec's generic message and a reload.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    console.warn('A screen failed to render', error);
  }, [error]);
  return (
    <Container size="sm" py="xl">
      <ErrorPanel
        title={MESSAGES.somethingWentWrong}
        message="An unexpected error occurred and this page could not be shown."
        onRetry={() => window.location.reload()}
        retryLabel="Reload the page"
      />
    </Container>
  );
}
