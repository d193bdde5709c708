import type { ReactElement } from "react";
import { renderToReadableStream, renderToString } from "react-dom/server";
import type { EntryContext } from "react-router";

export interface RenderedHtml {
  html: string;
  /** A component threw while rendering: React left its boundary to the browser. */
  failed: boolean;
}

export interface RenderOptions {
  /** The nonce of this render's inline scripts, for the ones React may write itself. */
  nonce?: string;
  /** How long the rare streamed render may wait for a component's code. */
  timeoutMs: number;
}

const DOCTYPE = "<!DOCTYPE html>";

/** React's mark of a boundary it could not render on the server (suspended or threw). */
const BOUNDARY_LEFT_TO_BROWSER = "<!--$!-->";

/**
 * HTML of a tree whose data is all loaded, in one string. React's synchronous render writes its
 * pieces into a string; its streamed render turns each piece (a tag's name, an attribute, a text)
 * into bytes with a TextEncoder first. In workerd every encode is a call into C++ of about
 * 0.35 µs, some 3,000 of them on an activity page: a quarter of the page's uncached render
 * (docs/decisions/0028-pages-rendered-to-a-string.md).
 *
 * The synchronous render cannot wait: a component that suspends (code not loaded yet in this
 * isolate) or throws inside a Suspense boundary comes out as React's mark of a boundary left to the
 * browser. Such a page is rendered again, streamed and awaited whole, as every page was before:
 * what the visitor gets is the same, and a component's error is reported as before.
 */
export async function renderHtml(element: ReactElement, options: RenderOptions): Promise<RenderedHtml> {
  const html = renderToString(element);
  // The streamed render writes a document's doctype itself; the synchronous one does not.
  if (!html.includes(BOUNDARY_LEFT_TO_BROWSER))
    return { html: html.startsWith("<html") ? `${DOCTYPE}${html}` : html, failed: false };
  return renderStreamed(element, options);
}

async function renderStreamed(element: ReactElement, { nonce, timeoutMs }: RenderOptions): Promise<RenderedHtml> {
  const errors: unknown[] = [];
  const stream = await renderToReadableStream(element, {
    nonce,
    // Every page's data is loaded before it renders, so no boundary waits on data; React would
    // still move a boundary past the first 12.8 KB to the end of the document.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    signal: AbortSignal.timeout(timeoutMs),
    onError: (error: unknown) => void errors.push(error),
  });
  await stream.allReady;
  // The shell rendered, so these were thrown inside a boundary, where no one else sees them. An
  // error of the shell rejects instead, and the caller reports it.
  for (const error of errors) console.error(error);
  return { html: await new Response(stream).text(), failed: errors.length > 0 };
}

/**
 * React Router writes a page's loader data for hydration from a stream, reading it chunk by chunk
 * while React renders, which a synchronous render cannot wait for. Its data is already whole when
 * the page renders, so it is read here first and handed to React Router's script writer
 * (`renderMeta.streamCache`, part of its EntryContext) as a read that has finished.
 */
export async function readLoaderDataAhead(context: EntryContext): Promise<void> {
  const stream = context.serverHandoffStream;
  if (!stream || !context.renderMeta) return;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let value = "";
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    value += decoder.decode(chunk.value, { stream: true });
  }
  value += decoder.decode();
  reader.releaseLock();
  const finished = Object.assign(Promise.resolve(), { result: { done: true, value } });
  context.renderMeta.streamCache = { 0: finished };
  // Every render of <ServerRouter> takes a reader of this stream, and never gives it back; the
  // script writer reads the cache above instead. A page rendered twice (renderHtml's streamed
  // second try) would find the stream locked by the first render and fail with a 500, so each
  // render gets an empty stream of its own.
  Object.defineProperty(context, "serverHandoffStream", { get: emptyStream });
}

const emptyStream = () =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.close();
    },
  });
