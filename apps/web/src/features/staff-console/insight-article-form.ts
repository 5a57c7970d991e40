import {
  SaveInsightArticleRequest,
  type InsightArticleType,
  type StaffInsightArticle,
} from '@tasman/domain/contracts/insights';

export interface InsightAuthorForm {
  name: string;
  title: string;
  url: string;
  image: string;
}

/** The staff console's article form as typed (every field a string, as the inputs hold them). */
export interface InsightArticleForm {
  title: string;
  summary: string;
  articleType: InsightArticleType;
  authors: InsightAuthorForm[];
  bodyMarkdown: string;
  imageId: string | null;
  /** The uploaded image's address, to show it in the form. */
  image: string | null;
  imageAlt: string;
}

/** Field keys: 'title', 'summary', …, 'authors.0.name', 'authors.1.url'. */
export type InsightFormErrors = Partial<Record<string, string>>;

export const emptyAuthor = (): InsightAuthorForm => ({ name: '', title: '', url: '', image: '' });

export function insightFormOf(article: StaffInsightArticle | null): InsightArticleForm {
  if (!article) {
    return { title: '', summary: '', articleType: 'read', authors: [emptyAuthor()], bodyMarkdown: '', imageId: null, image: null, imageAlt: '' };
  }
  return {
    title: article.title,
    summary: article.summary,
    articleType: article.articleType,
    authors: article.authors.map((author) => ({
      name: author.name,
      title: author.title ?? '',
      url: author.url ?? '',
      image: author.image ?? '',
    })),
    bodyMarkdown: article.bodyMarkdown,
    imageId: article.imageId,
    image: article.image,
    imageAlt: article.imageAlt,
  };
}

/**
 * Checks the form with the API's own schema (the same messages as the server's), so staff see each
 * problem beside its field before anything is sent. Authors left wholly blank are dropped.
 */
export function validateInsightForm(form: InsightArticleForm): { ok: true; request: SaveInsightArticleRequest } | { ok: false; errors: InsightFormErrors } {
  const request: SaveInsightArticleRequest = {
    title: form.title,
    summary: form.summary,
    articleType: form.articleType,
    authors: form.authors
      .filter((author) => [author.name, author.title, author.url, author.image].some((value) => value.trim() !== ''))
      .map((author) => ({ name: author.name, title: author.title, url: author.url, image: author.image })),
    bodyMarkdown: form.bodyMarkdown,
    imageId: form.imageId,
    imageAlt: form.imageAlt,
  };
  const checked = SaveInsightArticleRequest.safeParse(request);
  if (checked.success) return { ok: true, request };
  const errors: InsightFormErrors = {};
  for (const issue of checked.error.issues) {
    const key = issue.path.join('.');
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
