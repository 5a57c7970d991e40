import type { documents } from '../schema/documents.js';
import type { ProductCode } from '../schema/codes.js';
import { addDays, addMonths, endOfMonth, parts, type IsoDate } from './calendar.js';
import { FUNDS } from './fund-catalogue.js';

const PRODUCT_GROUP: Record<ProductCode, string> = {
  KS: 'KiwiSaver Plan',
  UT: 'Investment Funds',
  PW: 'Wealth Management',
  PE: 'Private Equity',
  'UT-AUS': 'Australian Unit Trusts',
};

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');

/**
 * Fact sheets and quarterly fund updates per fund and product (spec 002 §3 'Documents'; fund
 * updates are not offered on the Australian portal), and a disclosure statement per product.
 */
export function buildDocumentRows(today: IsoDate): Array<typeof documents.$inferInsert> {
  // Documents are published about three weeks after each quarter end.
  let quarterEnd = endOfMonth(addMonths(today, -1));
  while (parts(quarterEnd).month % 3 !== 0 || addDays(quarterEnd, 21) > today)
    quarterEnd = endOfMonth(addMonths(quarterEnd, -1));
  const published = addDays(quarterEnd, 21);
  const rows: Array<typeof documents.$inferInsert> = [];
  for (const fund of FUNDS.filter((f) => f.securityType === 'Fund')) {
    for (const productCode of fund.productCodes) {
      const base = `${slug(fund.name)}-${productCode.toLowerCase()}`;
      rows.push({
        productCode,
        documentType: 'FactSheet',
        name: PRODUCT_GROUP[productCode],
        title: `${fund.name} Fact Sheet`,
        relativeUrl: `/documents/factsheets/${base}-${quarterEnd}.pdf`,
        msSecurityId: fund.msSecurityId,
        publishedDate: published,
      });
      if (fund.channel === 'NZ') {
        rows.push({
          productCode,
          documentType: 'FundUpdate',
          name: PRODUCT_GROUP[productCode],
          title: `${fund.name} Fund Update`,
          relativeUrl: `/documents/fund-updates/${base}-${quarterEnd}.pdf`,
          msSecurityId: fund.msSecurityId,
          publishedDate: published,
        });
      }
    }
  }
  for (const productCode of Object.keys(PRODUCT_GROUP) as ProductCode[]) {
    rows.push({
      productCode,
      documentType: 'ProductDisclosureStatement',
      name: PRODUCT_GROUP[productCode],
      title: `${PRODUCT_GROUP[productCode]} Product Disclosure Statement`,
      relativeUrl: `/documents/pds/${slug(PRODUCT_GROUP[productCode])}.pdf`,
      msSecurityId: null,
      publishedDate: addDays(published, -60),
    });
  }
  return rows;
}
