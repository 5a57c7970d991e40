import { Alert, Badge, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import type { StaffInsightArticle } from '@tasman/domain/contracts/insights';
import { useState } from 'react';
import { ErrorPanel } from '@/ui/error-panel';
import { useInsightAction, useStaffInsights } from '../api/staff-insights';
import { formatInstant } from '../format-instant';
import { InsightArticleEditor } from './insight-article-editor';

const STATUS_COLOR = { draft: 'gray', published: 'green', withdrawn: 'orange' } as const;
const STATUS_LABEL = { draft: 'Draft', published: 'Published', withdrawn: 'Withdrawn' } as const;

/**
 * The Insights panel (issue 14): this portal's insights articles — write, edit, publish and withdraw.
 * A published article shows in the clients' Insights list; a withdrawn one leaves it.
 */
export function InsightsPanel({ timeZone }: { timeZone: string }) {
  const articles = useStaffInsights();
  const action = useInsightAction();
  const [editing, setEditing] = useState<StaffInsightArticle | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const busyWith = action.isPending && 'articleId' in action.variables ? action.variables.articleId : null;

  if (editing) {
    return (
      <InsightArticleEditor
        article={editing === 'new' ? null : editing}
        onDone={(saved) => {
          setEditing(null);
          setNotice(saved ? `Saved '${saved.title}'.` : null);
        }}
      />
    );
  }

  const act = (article: StaffInsightArticle, kind: 'publish' | 'withdraw') => {
    setNotice(null);
    action.mutate(
      { kind, articleId: article.articleId },
      { onSuccess: (now) => setNotice(kind === 'publish' ? `Published '${now.title}'.` : `Withdrew '${now.title}'.`) },
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h3">
          Insights
        </Title>
        <Button
          onClick={() => {
            setNotice(null);
            setEditing('new');
          }}
        >
          New article
        </Button>
      </Group>
      {notice ? (
        <Alert color="green" role="status">
          {notice}
        </Alert>
      ) : null}
      {action.isError ? (
        <Alert color="red" role="alert">
          {action.error.message}
        </Alert>
      ) : null}
      {articles.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm">Loading the articles…</Text>
        </Group>
      ) : articles.isError ? (
        <ErrorPanel message={articles.error.message} onRetry={() => void articles.refetch()} />
      ) : articles.data.list.length === 0 ? (
        <Text c="dimmed">No articles yet. Write the first with New article.</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped verticalSpacing="xs" aria-label="Insights articles">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Title</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Last changed</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {articles.data.list.map((article) => (
                <Table.Tr key={article.articleId}>
                  <Table.Td>{article.title}</Table.Td>
                  <Table.Td tt="capitalize">{article.articleType}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Badge variant="light" color={STATUS_COLOR[article.status]} style={{ overflow: 'visible' }} miw="fit-content">
                      {STATUS_LABEL[article.status]}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{formatInstant(article.updatedAt, timeZone)}</Text>
                    {article.updatedBy ? (
                      <Text size="xs" c="dimmed">
                        {article.updatedBy}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button size="xs" variant="default" onClick={() => setEditing(article)} aria-label={`Edit ${article.title}`}>
                        Edit
                      </Button>
                      {article.status === 'published' ? (
                        <Button size="xs" variant="light" color="orange" onClick={() => act(article, 'withdraw')} loading={busyWith === article.articleId} aria-label={`Withdraw ${article.title}`}>
                          Withdraw
                        </Button>
                      ) : (
                        <Button size="xs" variant="light" color="green" onClick={() => act(article, 'publish')} loading={busyWith === article.articleId} aria-label={`Publish ${article.title}`}>
                          Publish
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
