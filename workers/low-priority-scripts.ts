/**
 * React Router preloads every module of the page with `<link rel="modulepreload">` in <head>, at
 * the browser's high priority. On a slow phone network those ~140 KB then share the line with the
 * stylesheet and the first picture, and the page paints later although the HTML already holds all
 * of it. Marking the module preloads `fetchpriority="low"` lets the stylesheet and the largest
 * image go first; the scripts still start at once and hydrate when they arrive.
 *
 * React Router offers no prop for it, so the HTML stream is rewritten up to the end of <head>
 * (the only place the preloads are written). The whole stream goes through one decoder, so a
 * character split between two chunks is never cut.
 */
const PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';
const HEAD_END = "</head>";

/** The preloads of the head marked low; whatever follows the head is left as it is. */
function lowered(html: string): string {
  const end = html.indexOf(HEAD_END);
  if (end < 0) return html.replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD);
  return html.slice(0, end).replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD) + html.slice(end);
}

export function lowPriorityModulePreloads(html: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let head: string | null = "";
  const emit = (controller: TransformStreamDefaultController<Uint8Array>, text: string) => {
    if (text) controller.enqueue(encoder.encode(text));
  };
  return html.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        const text = decoder.decode(chunk, { stream: true });
        if (head === null) return emit(controller, text);
        head += text;
        if (!head.includes(HEAD_END)) return;
        emit(controller, lowered(head));
        head = null;
      },
      flush(controller) {
        const rest = decoder.decode();
        emit(controller, head === null ? rest : lowered(head + rest));
      },
    }),
  );
}
