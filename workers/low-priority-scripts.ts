/**
 * React Router preloads every module of the page with `<link rel="modulepreload">` in <head>, at
 * the browser's high priority. On a slow phone network those ~140 KB then share the line with the
 * stylesheet and the first picture, and the page paints later although the HTML already holds all
 * of it. Marking the module preloads `fetchpriority="low"` lets the stylesheet and the largest
 * image go first; the scripts still start at once and hydrate when they arrive.
 *
 * React Router offers no prop for it, so the HTML stream is rewritten up to the end of <head>
 * (the only place the preloads are written); the rest of the stream passes through untouched.
 */
const PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';
const HEAD_END = "</head>";

export function lowPriorityModulePreloads(html: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let head = "";
  let headDone = false;
  const flushHead = (controller: TransformStreamDefaultController<Uint8Array>) => {
    controller.enqueue(encoder.encode(head.replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD)));
    head = "";
    headDone = true;
  };
  return html.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if (headDone) {
          controller.enqueue(chunk);
          return;
        }
        head += decoder.decode(chunk, { stream: true });
        if (head.includes(HEAD_END)) flushHead(controller);
      },
      flush(controller) {
        head += decoder.decode();
        if (!headDone || head) flushHead(controller);
      },
    }),
  );
}
