/**
 * Document reading speed and memory, through DocumentReader with the offline OCR (one tesseract
 * worker, as OCR_WORKERS defaults to), one document at a time:
 *
 *   npm run bench:documents [-- --runs=10 --documents=100]
 *
 * - pages per second for a 20-page PDF with a text layer (pdf.js);
 * - pages per second for a scanned page (rendered at 200 dpi, then OCR);
 * - RSS after a full GC once warmed up and after every 100 of `--documents` documents of every
 *   type in turn (20-page text PDF, scanned PDF, DOCX, PNG photo, text), and the peak RSS. The
 *   tesseract worker thread counts in RSS: its WebAssembly memory grows to the largest image it
 *   has read and stays there.
 *
 * The store is in memory (bytes in, pages dropped), so the figures are extraction and OCR alone;
 * the database adds a few round trips per document. The machine may be shared: read the load
 * average printed with the figures.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { TesseractOcr } from 'src/ai/ocr/tesseract-ocr';
import { DOCX_MEDIA_TYPE } from 'src/modules/documents/inspection/document-type';
import { documentsConfig } from 'src/config/documents.config';
import { DocumentSandbox } from 'src/modules/documents/sandbox/document-sandbox.service';
import { DocumentReader } from 'src/modules/documents/services/document-reader.service';
import { BENCH_OWNER, type BenchFiles, memoryDocumentStore } from 'bench/memory-document-store';
import { docx, scannedPdf, textPdf, textPng } from 'test/fixtures/documents';

const option = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const RUNS = option('runs', 10);
const DOCUMENTS = option('documents', 100);

const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0);
const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');
/** Memory kept after a full collection (the npm script passes --expose-gc). */
function retained(): string {
  (globalThis as { gc?: () => void }).gc?.();
  const { rss, heapUsed, external } = process.memoryUsage();
  return `${mb(rss)} MB (JS heap ${mb(heapUsed)}, external ${mb(external)})`;
}
const SAMPLE_EVERY = 100;
const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const SENTENCES = [
  'The water cycle moves water between the oceans, the air and the land.',
  'Heat from the sun evaporates water, which rises and cools into clouds.',
  'When droplets grow heavy enough they fall as rain, snow or hail.',
  'Rivers carry the water back to the sea, and the cycle begins again.',
];
const line = (i: number) => `${i + 1}. ${SENTENCES[i % SENTENCES.length]}`;

async function main(): Promise<void> {
  const textPages = Array.from({ length: 20 }, (_, page) =>
    Array.from({ length: 40 }, (_, i) => line(page * 40 + i)),
  );
  const scanLines = Array.from({ length: 30 }, (_, i) => line(i));
  const files: BenchFiles = new Map([
    ['text-pdf', { mediaType: 'application/pdf', data: await textPdf(textPages) }],
    [
      'scanned-pdf',
      { mediaType: 'application/pdf', data: await scannedPdf(scanLines, { fontSize: 36 }) },
    ],
    ['docx', { mediaType: DOCX_MEDIA_TYPE, data: await docx(textPages.flat().slice(0, 200)) }],
    ['png', { mediaType: 'image/png', data: textPng(scanLines.slice(0, 10), { fontSize: 36 }) }],
    ['text', { mediaType: 'text/plain', data: Buffer.from(textPages.flat().join('\n')) }],
  ]);
  const ocr = new TesseractOcr({ ocrWorkers: 1 });
  const sandbox = new DocumentSandbox(documentsConfig());
  const reader = new DocumentReader(memoryDocumentStore(files), sandbox, ocr, documentsConfig());
  const timeRead = async (id: string) => {
    const started = performance.now();
    const [read] = await reader.read([id], BENCH_OWNER);
    return { ms: performance.now() - started, pages: read.pages };
  };

  // Warm up: pdf.js loaded, the OCR model loaded, each path run once.
  for (const id of files.keys()) await timeRead(id);
  const warm = retained();
  const loadBefore = load();

  const textTimes: number[] = [];
  for (let i = 0; i < RUNS; i++) textTimes.push((await timeRead('text-pdf')).ms);
  const scanTimes: number[] = [];
  let scanned = await timeRead('scanned-pdf');
  for (let i = 0; i < RUNS; i++) {
    scanned = await timeRead('scanned-pdf');
    scanTimes.push(scanned.ms);
  }
  const textPagesPerSecond = (20 / (median(textTimes) / 1000)).toFixed(0);
  const scanPagesPerSecond = (1 / (median(scanTimes) / 1000)).toFixed(2);

  const ids = [...files.keys()];
  const samples: string[] = [];
  const started = performance.now();
  for (let i = 0; i < DOCUMENTS; i++) {
    await timeRead(ids[i % ids.length]);
    if ((i + 1) % SAMPLE_EVERY === 0 || i + 1 === DOCUMENTS)
      samples.push(`${i + 1}: ${retained()}`);
  }
  const seconds = (performance.now() - started) / 1000;
  const rssAfter = process.memoryUsage().rss;
  const peakRss = process.resourceUsage().maxRSS * 1024;
  await ocr.close();
  await sandbox.onModuleDestroy();

  const words = scanned.pages[0].text.split(/\s+/).length;
  console.log(`load average before: ${loadBefore}; after: ${load()} (1, 5, 15 min)`);
  console.log(
    `20-page text PDF: ${median(textTimes).toFixed(0)} ms per document (median of ${RUNS}), ${textPagesPerSecond} pages/s`,
  );
  console.log(
    `scanned A4 page (30 lines): ${median(scanTimes).toFixed(0)} ms per page (median of ${RUNS}), ${scanPagesPerSecond} pages/s; OCR confidence ${scanned.pages[0].confidence?.toFixed(0)}, ${words} words read`,
  );
  console.log(`${DOCUMENTS} documents of every type in turn: ${seconds.toFixed(1)} s`);
  console.log(`RSS after a full GC, warmed up: ${warm}`);
  for (const sample of samples) console.log(`  after ${sample}`);
  console.log(`peak RSS ${mb(peakRss)} MB`);
  console.log(
    `bench:documents text_pdf_pps=${textPagesPerSecond} scan_pps=${scanPagesPerSecond} rss_after${DOCUMENTS}=${mb(rssAfter)}MB peak_rss=${mb(peakRss)}MB`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
