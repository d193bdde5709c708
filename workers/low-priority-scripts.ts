/**
 * React Router preloads every module of the page with `<link rel="modulepreload">` in <head>, at
 * the browser's high priority. On a slow phone network those ~140 KB then share the line with the
 * stylesheet and the first picture, and the page paints later although the HTML already holds all
 * of it. Marking the module preloads `fetchpriority="low"` lets the stylesheet and the largest
 * image go first; the scripts still start at once and hydrate when they arrive.
 *
 * React Router offers no prop for it, so the HTML stream is rewritten up to the end of <head>
 * (the only place the preloads are written); the rest of the page passes through untouched.
 */
import { joinedBytes } from "./bytes.ts";

const PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';
const HEAD_END = "</head>";

/** The preloads of the head marked low; whatever follows the head is left as it is. */
function lowered(html: string): string {
  const end = html.indexOf(HEAD_END);
  if (end < 0) return html.replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD);
  return html.slice(0, end).replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD) + html.slice(end);
}

/** One character per byte ("latin1" is windows-1252 to TextDecoder): a text offset is a byte offset. */
const BYTES_AS_TEXT = "latin1";

export function lowPriorityModulePreloads(html: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const rewritten = (bytes: Uint8Array) => new TextEncoder().encode(lowered(new TextDecoder().decode(bytes)));
  const bytesAsText = new TextDecoder(BYTES_AS_TEXT);
  // The head's chunks until "</head>" has come; after it, chunks pass as they are, never decoded
  // (decoding and encoding the whole page took about 1.2 ms of a list's 6 ms render).
  let headChunks: Uint8Array[] | null = [];
  let headText = "";
  return html.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if (headChunks === null) return controller.enqueue(chunk);
        headChunks.push(chunk);
        const searchFrom = Math.max(0, headText.length - HEAD_END.length + 1);
        headText += bytesAsText.decode(chunk);
        const end = headText.indexOf(HEAD_END, searchFrom);
        if (end < 0) return;
        const head = joinedBytes(headChunks);
        // "</head>" starts with an ASCII "<", so the bytes before it end on a whole character.
        controller.enqueue(rewritten(head.subarray(0, end)));
        controller.enqueue(head.subarray(end));
        headChunks = null;
      },
      flush(controller) {
        if (headChunks?.length) controller.enqueue(rewritten(joinedBytes(headChunks)));
      },
    }),
  );
}
