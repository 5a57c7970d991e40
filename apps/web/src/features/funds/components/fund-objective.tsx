import { Typography } from '@mantine/core';

/** The fund objective: HTML the server has already sanitised (DESIGN §3, sanitize-html). */
export function FundObjective({ html }: { html: string | null }) {
  if (!html) return null;
  return <Typography fz="sm" data-testid="fund-objective" dangerouslySetInnerHTML={{ __html: html }} />;
}
