import {
  ActionIcon,
  Alert,
  Button,
  FileInput,
  Group,
  Image,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  Typography,
} from '@mantine/core';
import {
  INSIGHT_AUTHORS_MAX,
  INSIGHT_IMAGE_MAX_BYTES,
  type InsightArticleType,
  type StaffInsightArticle,
} from '@tasman/domain/contracts/insights';
import { useState, type FormEvent } from 'react';
import Markdown from 'react-markdown';
import { useInsightAction, useUploadInsightImage } from '../api/staff-insights';
import { emptyAuthor, insightFormOf, validateInsightForm, type InsightArticleForm, type InsightAuthorForm, type InsightFormErrors } from '../insight-article-form';

interface InsightArticleEditorProps {
  /** The article to edit, or null for a new one. */
  article: StaffInsightArticle | null;
  onDone: (saved: StaffInsightArticle | null) => void;
}

const TYPES: Array<{ value: InsightArticleType; label: string }> = [
  { value: 'read', label: 'Read' },
  { value: 'watch', label: 'Watch' },
  { value: 'listen', label: 'Listen' },
];

/** Writing or editing one insights article: its fields, authors, hero image and markdown body with a live preview. */
export function InsightArticleEditor({ article, onDone }: InsightArticleEditorProps) {
  const [form, setForm] = useState<InsightArticleForm>(() => insightFormOf(article));
  const [errors, setErrors] = useState<InsightFormErrors>({});
  const save = useInsightAction();
  const upload = useUploadInsightImage();
  const edit = (changes: Partial<InsightArticleForm>) => {
    setForm((current) => ({ ...current, ...changes }));
    save.reset();
  };
  const editAuthor = (index: number, changes: Partial<InsightAuthorForm>) =>
    edit({ authors: form.authors.map((author, i) => (i === index ? { ...author, ...changes } : author)) });

  const chooseImage = (file: File | null) => {
    upload.reset();
    if (!file) {
      edit({ imageId: null, image: null });
      return;
    }
    if (file.size > INSIGHT_IMAGE_MAX_BYTES) {
      setErrors((current) => ({ ...current, imageId: 'The image may be at most 2 MB.' }));
      return;
    }
    setErrors((current) => ({ ...current, imageId: undefined }));
    upload.mutate(file, { onSuccess: (uploaded) => edit({ imageId: uploaded.imageId, image: uploaded.image }) });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateInsightForm(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    save.mutate(article ? { kind: 'update', articleId: article.articleId, body: checked.request } : { kind: 'create', body: checked.request }, {
      onSuccess: (saved) => onDone(saved),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={article ? 'Edit article' : 'New article'}>
      <Stack gap="md">
        <Title order={3} size="h4">
          {article ? `Edit: ${article.title}` : 'New article'}
        </Title>
        <TextInput label="Title" required value={form.title} error={errors.title} onChange={(e) => edit({ title: e.currentTarget.value })} />
        <Textarea
          label="Summary"
          description="Shown on the card in the Insights list."
          rows={2}
          resize="vertical"
          value={form.summary}
          error={errors.summary}
          onChange={(e) => edit({ summary: e.currentTarget.value })}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="insight-type-label">
            Type
          </Text>
          <SegmentedControl
            aria-labelledby="insight-type-label"
            data={TYPES}
            value={form.articleType}
            onChange={(value) => edit({ articleType: value as InsightArticleType })}
            w="fit-content"
          />
        </Stack>

        <Stack gap="xs">
          <Text size="sm" fw={500}>
            Authors
          </Text>
          {form.authors.map((author, index) => (
            <Paper key={index} withBorder p="sm" radius="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                <TextInput label="Author name" value={author.name} error={errors[`authors.${index}.name`]} onChange={(e) => editAuthor(index, { name: e.currentTarget.value })} />
                <TextInput label="Author title" value={author.title} error={errors[`authors.${index}.title`]} onChange={(e) => editAuthor(index, { title: e.currentTarget.value })} />
                <TextInput label="Author link (https://…)" value={author.url} error={errors[`authors.${index}.url`]} onChange={(e) => editAuthor(index, { url: e.currentTarget.value })} />
                <TextInput label="Author image (an image uploaded here: /cache/insights/images/…)" value={author.image} error={errors[`authors.${index}.image`]} onChange={(e) => editAuthor(index, { image: e.currentTarget.value })} />
              </SimpleGrid>
              <Group justify="flex-end" mt="xs">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove author ${index + 1}`}
                  onClick={() => edit({ authors: form.authors.filter((_, i) => i !== index) })}
                >
                  ✕
                </ActionIcon>
              </Group>
            </Paper>
          ))}
          {errors.authors ? <Text size="sm" c="red">{errors.authors}</Text> : null}
          {form.authors.length < INSIGHT_AUTHORS_MAX ? (
            <Button variant="subtle" size="xs" w="fit-content" onClick={() => edit({ authors: [...form.authors, emptyAuthor()] })}>
              Add an author
            </Button>
          ) : null}
        </Stack>

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Stack gap="xs">
            <FileInput
              label="Image"
              description="PNG, JPEG or WebP, at most 2 MB."
              accept="image/png,image/jpeg,image/webp"
              clearable
              placeholder={form.imageId ? 'Replace the image' : 'Choose an image'}
              onChange={chooseImage}
              error={errors.imageId ?? (upload.isError ? upload.error.message : undefined)}
              disabled={upload.isPending}
            />
            {form.image ? (
              <Group gap="xs" align="flex-start">
                <Image src={form.image} alt={form.imageAlt} h={90} w={160} fit="cover" radius="sm" />
                <Button variant="subtle" size="xs" color="red" onClick={() => edit({ imageId: null, image: null })}>
                  Remove image
                </Button>
              </Group>
            ) : null}
          </Stack>
          <TextInput
            label="Image description (alt text)"
            value={form.imageAlt}
            error={errors.imageAlt}
            onChange={(e) => edit({ imageAlt: e.currentTarget.value })}
          />
        </SimpleGrid>

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Textarea
            label="Body (markdown)"
            rows={14}
            resize="vertical"
            value={form.bodyMarkdown}
            error={errors.bodyMarkdown}
            onChange={(e) => edit({ bodyMarkdown: e.currentTarget.value })}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Preview
            </Text>
            <Paper withBorder p="sm" radius="sm" aria-label="Preview" role="region" mih={200}>
              {form.bodyMarkdown.trim() ? (
                <Typography fz="sm">
                  {/* Raw HTML is not rendered; the server makes the stored HTML through its allow-list. */}
                  <Markdown skipHtml>{form.bodyMarkdown}</Markdown>
                </Typography>
              ) : (
                <Text size="sm" c="dimmed">
                  The article as readers will see it appears here.
                </Text>
              )}
            </Paper>
          </Stack>
        </SimpleGrid>

        {save.isError ? (
          <Alert color="red" role="alert">
            {save.error.message}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {article ? 'Save changes' : 'Save draft'}
          </Button>
          <Button variant="default" onClick={() => onDone(null)}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
