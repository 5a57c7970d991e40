import { inflateSync } from 'node:zlib';

/**
 * The text a PDF made by pdfkit with embedded (Type0, Identity-H) fonts draws, for tests: each TJ's
 * glyph codes read back through its font's ToUnicode map, one line per TJ. Also names the fonts, so
 * a test can check they are embedded (PDF 32000-1 §9.6, §9.10.3).
 */
export function readPdf(pdf: Buffer): { text: string; fonts: Array<{ baseFont: string; embedded: boolean }> } {
  const raw = pdf.toString('latin1');
  const objects = new Map<string, string>();
  for (const match of raw.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) objects.set(match[1]!, match[2]!);
  const streamOf = (id: string): string | null => {
    const object = objects.get(id) ?? '';
    // The stream's bytes by its /Length: a regex up to '\r?\nendstream' would also eat a last data
    // byte of 0x0D (1 stream in 256), and the page would silently drop out of the text.
    const length = /\/Length (\d+)/.exec(object);
    const start = /stream\r?\n/.exec(object);
    if (!length || !start) return null;
    const from = start.index + start[0].length;
    try {
      return inflateSync(Buffer.from(object.slice(from, from + Number(length[1])), 'latin1')).toString('latin1');
    } catch {
      return null;
    }
  };

  // Resource name (F2) → glyph code → text, from each Type0 font's ToUnicode bfrange arrays and bfchars.
  const maps = new Map<string, Map<number, string>>();
  for (const body of objects.values()) {
    for (const entry of body.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      if (maps.has(entry[1]!)) continue;
      const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(entry[2]!) ?? '');
      maps.set(entry[1]!, unicodeMap(toUnicode ? (streamOf(toUnicode[1]!) ?? '') : ''));
    }
  }

  const lines: string[] = [];
  for (const id of objects.keys()) {
    const content = streamOf(id);
    if (content === null || !content.includes(' Tf')) continue;
    let font = new Map<number, string>();
    for (const op of content.matchAll(/\/(F\d+) [\d.]+ Tf|\[(.*?)\] TJ/g)) {
      if (op[1]) {
        font = maps.get(op[1]) ?? new Map();
        continue;
      }
      const hex = [...op[2]!.matchAll(/<([0-9a-f]*)>/g)].map((m) => m[1]!).join('');
      let line = '';
      for (let i = 0; i < hex.length; i += 4) line += font.get(parseInt(hex.slice(i, i + 4), 16)) ?? '\uFFFD';
      lines.push(line);
    }
  }

  const fonts = [...objects.values()]
    .filter((body) => /\/Type \/FontDescriptor/.test(body))
    .map((body) => ({
      baseFont: /\/FontName \/(\S+)/.exec(body)?.[1] ?? '',
      embedded: /\/FontFile[23]? \d+ 0 R/.test(body),
    }));
  // PDF's standard 14 fonts (Helvetica …) are Type1 fonts with no descriptor: never embedded.
  const standard = [...objects.values()]
    .filter((body) => /\/Type \/Font\b/.test(body) && /\/Subtype \/Type1\b/.test(body) && !/\/FontDescriptor/.test(body))
    .map((body) => ({ baseFont: /\/BaseFont \/(\S+)/.exec(body)?.[1] ?? '', embedded: false }));
  return { text: lines.join('\n'), fonts: [...fonts, ...standard] };
}

function unicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const text = (hex: string) => String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
  for (const range of cmap.matchAll(/<([0-9a-f]+)> <([0-9a-f]+)> \[([^\]]*)\]/gi)) {
    const first = parseInt(range[1]!, 16);
    [...range[3]!.matchAll(/<([0-9a-f]+)>/gi)].forEach((m, i) => map.set(first + i, text(m[1]!)));
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const pair of block[1]!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi)) map.set(parseInt(pair[1]!, 16), text(pair[2]!));
  }
  return map;
}
