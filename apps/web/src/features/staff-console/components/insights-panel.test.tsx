import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StaffInsightArticle } from '@tasman/domain/contracts/insights';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { STAFF } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

configure({ asyncUtilTimeout: 5000 });

const article = (over: Partial<StaffInsightArticle> = {}): StaffInsightArticle => ({
  articleId: 3,
  status: 'draft',
  articleType: 'read',
  title: 'Fees: what you pay',
  summary: 'Fees add up.',
  bodyMarkdown: 'Fees **matter**.',
  bodyHtml: '<p>Fees <strong>matter</strong>.</p>',
  imageId: null,
  image: null,
  imageAlt: '',
  authors: [{ name: 'Aroha Ngata', url: null, image: null, title: 'Investor Education' }],
  articleDate: null,
  publishedAt: null,
  createdAt: '2026-10-13T20:00:00.000Z',
  updatedAt: '2026-10-13T20:00:00.000Z',
  updatedBy: 'demo.staff',
  ...over,
});

const status = { 'GET /cache/status': () => ({ body: { currentStatus: true, currentStatusAus: true } }) };

describe('Staff Console: Insights panel (issue 14)', { timeout: 30_000 }, () => {
  it('lists the articles with their status and publishes a draft', async () => {
    let published = false;
    const api = mockApi({
      ...status,
      'GET /api/v1/staff/insights': () => ({ body: { list: [article({ status: published ? 'published' : 'draft' }), article({ articleId: 4, title: 'Old news', status: 'published' })] } }),
      'POST /api/v1/staff/insights/3/publish': () => {
        published = true;
        return { body: article({ status: 'published' }) };
      },
    });
    renderApp('/staff-console?tab=insights', { user: STAFF });
    const table = await screen.findByRole('table', { name: 'Insights articles' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('Draft')).toBeTruthy();
    expect(within(rows[2]!).getByRole('button', { name: 'Withdraw Old news' })).toBeTruthy();
    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Publish Fees: what you pay' }));
    expect(await screen.findByText("Published 'Fees: what you pay'.")).toBeTruthy();
    expect(api.callsTo('POST /api/v1/staff/insights/3/publish')).toHaveLength(1);
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Insights articles' })).getAllByText('Published')).toHaveLength(2));
  });

  it('checks a new article beside its fields, previews the markdown and saves the draft', async () => {
    const api = mockApi({
      ...status,
      'GET /api/v1/staff/insights': () => ({ body: { list: [] } }),
      'POST /api/v1/staff/insights': () => ({ status: 201, body: article({ articleId: 9, title: 'Reading your statement' }) }),
    });
    renderApp('/staff-console?tab=insights', { user: STAFF });
    fireEvent.click(await screen.findByRole('button', { name: 'New article' }));
    const form = screen.getByRole('form', { name: 'New article' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(await within(form).findByText('The title is required.')).toBeTruthy();
    // An author row with a title but no name is refused; a wholly blank one is left out.
    fireEvent.change(within(form).getByRole('textbox', { name: 'Author title' }), { target: { value: 'Writer' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(await within(form).findByText('Each author needs a name.')).toBeTruthy();
    expect(api.callsTo('POST /api/v1/staff/insights')).toHaveLength(0);

    fireEvent.change(within(form).getByRole('textbox', { name: /^Title/ }), { target: { value: 'Reading your statement' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Author name' }), { target: { value: 'Mei Chen' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Body (markdown)' }), { target: { value: '## Opening balance\n\nIt **adds up**.' } });
    const preview = within(form).getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { name: 'Opening balance' })).toBeTruthy();
    expect(preview.querySelector('strong')?.textContent).toBe('adds up');

    fireEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText("Saved 'Reading your statement'.")).toBeTruthy();
    const sent = JSON.parse(String(api.callsTo('POST /api/v1/staff/insights')[0]![1]!.body));
    expect(sent).toEqual({
      title: 'Reading your statement',
      summary: '',
      articleType: 'read',
      authors: [{ name: 'Mei Chen', title: 'Writer', url: '', image: '' }],
      bodyMarkdown: '## Opening balance\n\nIt **adds up**.',
      imageId: null,
      imageAlt: '',
    });
  });
});
