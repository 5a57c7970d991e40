import { REPORT_ROUTES } from '@tasman/domain/contracts/reports';
import { downloadFile, type DownloadedFile } from './download-file';

/**
 * GET /api/v1/reports/{reportId} (spec 002 §7 'Report by id'): the report's PDF, named by its
 * Content-Disposition (default file.pdf).
 */
export function downloadReport(reportId: string): Promise<DownloadedFile> {
  return downloadFile(REPORT_ROUTES.file.replace(':reportId', encodeURIComponent(reportId)), { expect: 'application/pdf' });
}
