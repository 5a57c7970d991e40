import { REPORT_ROUTES } from '@tasman/domain/contracts/reports';
import { downloadFile, type DownloadedFile } from './download-file';

/** POST /api/v1/reports/download: several reports of the account as one zip. */
export function downloadReportsZip(accountNumber: string, reportIds: readonly string[]): Promise<DownloadedFile> {
  return downloadFile(REPORT_ROUTES.download, {
    body: { accountNumber, reportIds },
    expect: 'application/zip',
    fallbackName: 'Reports.zip',
  });
}
