import { Alert, Anchor, Group, List, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import type { ProductType } from '@tasman/domain/channel/channel';
import type { FundDocumentKind } from '@tasman/domain/documents/fund-document-kinds';
import { IconAlertTriangle, IconFileTypePdf } from '@tabler/icons-react';
import { useFundDocuments } from '../api/get-fund-documents';

/** spec 002 §8 'No documents'. */
export const NO_DOCUMENTS = 'No documents available for this account.';
export const DOCUMENTS_ERROR = 'There was an error fetching documents. Please try again later.';
export const DOCUMENTS_TITLE: Record<FundDocumentKind, string> = { FactSheet: 'Fund Fact Sheets', FundUpdate: 'Fund Updates' };

export interface DocumentsModalProps {
  /** Fact sheets or fund updates (spec 002 §2.5 'Document list'). */
  kind: FundDocumentKind;
  /** The account's product codes: KS, UT, PW (UT-AUS on the Australian portal). */
  productCodes: readonly ProductType[];
  /** The account's fund ids (MSIDs); every fund of the products when absent. */
  fundIds?: readonly string[] | undefined;
  opened: boolean;
  onClose: () => void;
}

/**
 * The document list modal (spec 002 §2.5, §3 'Documents', §7): the account's funds' latest fact
 * sheets or fund updates, grouped by product name, each a link to its PDF. Cash and third-party
 * index funds are left out by the server (§9).
 */
export function DocumentsModal({ kind, productCodes, fundIds, opened, onClose }: DocumentsModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={DOCUMENTS_TITLE[kind]} size="lg" centered>
      {opened ? <DocumentList kind={kind} productCodes={productCodes} fundIds={fundIds} /> : null}
    </Modal>
  );
}

function DocumentList({ kind, productCodes, fundIds }: Pick<DocumentsModalProps, 'kind' | 'productCodes' | 'fundIds'>) {
  const documents = useFundDocuments({ kind, productCodes, fundIds }, true);
  if (productCodes.length > 0 && documents.isPending) {
    return (
      <Group gap="sm" role="status" py="md">
        <Loader size="sm" />
        <Text size="sm">Loading documents…</Text>
      </Group>
    );
  }
  if (documents.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} role="alert">
        {DOCUMENTS_ERROR}
      </Alert>
    );
  }
  const groups = documents.data ?? [];
  if (groups.length === 0) {
    return (
      <Text role="status" py="md">
        {NO_DOCUMENTS}
      </Text>
    );
  }
  return (
    <Stack gap="lg">
      {groups.map((group) => (
        <section key={group.productCode} aria-labelledby={`documents-${group.productCode}`}>
          <Title order={3} size="h5" id={`documents-${group.productCode}`} mb="xs">
            {group.name}
          </Title>
          <List spacing="xs" listStyleType="none" withPadding={false}>
            {group.docs.map((doc) => (
              <List.Item key={doc.RelativeURL}>
                <Anchor href={doc.RelativeURL} target="_blank" rel="noopener" size="sm">
                  <Group gap={6} wrap="nowrap" component="span">
                    <IconFileTypePdf size={18} aria-hidden />
                    <span>{doc.Title}</span>
                    <Text span size="xs" c="dimmed">
                      (PDF)
                    </Text>
                  </Group>
                </Anchor>
              </List.Item>
            ))}
          </List>
        </section>
      ))}
    </Stack>
  );
}
