// Writes a small, plain PDF of lines of text (PDF 1.4, one A4 page, Helvetica, no other font,
// no image): the example fee structure shipped with the notices
// (public/notice-files/fee-structure-2026/attachments/0/file.pdf). A school uploads its own
// PDFs in the editor; this only makes the example without a heavy dependency.
//   node scripts/make-notice-pdf.ts public/notice-files/fee-structure-2026/attachments/0/file.pdf scripts/examples/fee-structure-2026.txt
// In the lines file, a line starting with "# " is a heading (bold, larger); an empty line a gap.
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { dirname } from "node:path";

const [out, linesFile] = process.argv.slice(2);
if (!out || !linesFile) throw new Error("usage: node scripts/make-notice-pdf.ts <out.pdf> <lines.txt>");

/** Text for a PDF string: backslash and parentheses escaped; Latin-1 only (WinAnsiEncoding). */
const pdfText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, "-");

const lines = readFileSync(linesFile, "utf8").replace(/\n$/, "").split("\n");
let y = 790;
const ops = ["BT"];
for (const line of lines) {
  const heading = line.startsWith("# ");
  const size = heading ? 15 : 11;
  y -= line === "" ? 8 : heading ? 24 : 16;
  if (line === "") continue;
  ops.push(`/${heading ? "F2" : "F1"} ${size} Tf 1 0 0 1 56 ${y} Tm (${pdfText(heading ? line.slice(2) : line)}) Tj`);
}
ops.push("ET");
const stream = ops.join("\n");

const objects = [
  "<< /Type /Catalog /Pages 2 0 R >>",
  "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
  "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>",
  "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
  "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
  `<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`,
  `<< /Title (${pdfText(lines.find((l) => l.startsWith("# "))?.slice(2) ?? "Notice")}) /Producer (scripts/make-notice-pdf.ts) >>`,
];
let pdf = "%PDF-1.4\n";
const offsets: number[] = [];
objects.forEach((body, i) => {
  offsets.push(Buffer.byteLength(pdf, "latin1"));
  pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
});
const xref = Buffer.byteLength(pdf, "latin1");
pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, pdf, "latin1");
console.log(`${out}: ${Buffer.byteLength(pdf, "latin1")} bytes`);
