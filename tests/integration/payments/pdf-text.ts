import zlib from 'node:zlib';

// The text a PDF written by pdf-lib draws, read back without a PDF library: each content stream is
// inflated and the hex strings of its `Tj` operators decoded (the standard fonts' WinAnsi codes;
// ASCII reads as itself). Enough to check what an invoice says.

export function pdfTextLines(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const out: string[] = [];
  const streams = /<<([^]*?)>>\s*stream\r?\n/g;
  for (let m = streams.exec(raw); m; m = streams.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    const bytes = pdf.subarray(start, end);
    let content: string;
    try {
      content = (/FlateDecode/.test(m[1]) ? zlib.inflateSync(bytes) : bytes).toString('latin1');
    } catch {
      continue;
    }
    for (const t of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) out.push(Buffer.from(t[1], 'hex').toString('latin1'));
  }
  return out;
}
