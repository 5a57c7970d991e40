/**
 * A PDF's text as a reader gets it, for tests: every page's text through pdfjs-dist (Mozilla's PDF
 * reader, the legacy build for Node), line by line. A second reader, not our own parser.
 */
export async function pdfText(pdf: Buffer): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  const lines: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const page = await document.getPage(n);
    const content = await page.getTextContent();
    // An item ends where the reader saw a line end; kerning can split '27,484.38' into two items.
    let line = '';
    for (const item of content.items) {
      if (!('str' in item)) continue;
      line += item.str;
      if (item.hasEOL) {
        lines.push(line);
        line = '';
      }
    }
    if (line) lines.push(line);
  }
  await document.destroy();
  return lines.join('\n');
}
