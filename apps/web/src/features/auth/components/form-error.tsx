import { Alert } from '@mantine/core';

/** A sign-in form's one error message (spec 000 §5, §8), announced to screen readers; nothing when null. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" p="sm">
      {message}
    </Alert>
  );
}
