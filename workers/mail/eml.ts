/**
 * Writes a message as an RFC 5322 file (.eml): UTF-8, multipart/alternative with a plain-text and
 * an HTML part, both quoted-printable so the files stay readable in a text editor. Used where
 * there is no mail service to hand the fields to (the local mail sink).
 */
import { headerAddress, headerText } from "./document.ts";

export interface EmlMessage {
  from: { name: string; email: string };
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  date: Date;
}

const CRLF = "\r\n";
const MAX_LINE = 76;
const utf8 = new TextEncoder();

function isPrintableAscii(value: string): boolean {
  return /^[\x20-\x7e]*$/.test(value);
}

/** Splits text into pieces of at most `maxBytes` UTF-8 bytes without cutting a character. */
function utf8Chunks(value: string, maxBytes: number): string[] {
  const chunks: string[] = [];
  let current = "";
  for (const character of value) {
    if (utf8.encode(current + character).length > maxBytes) {
      chunks.push(current);
      current = "";
    }
    current += character;
  }
  if (current) chunks.push(current);
  return chunks;
}

function base64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * RFC 2047: text that is not plain ASCII, or long, becomes UTF-8 "B" encoded-words, folded onto
 * continuation lines, so any subject fits the 78-character line limit.
 */
export function encodeHeaderWords(value: string): string {
  const clean = headerText(value);
  if (isPrintableAscii(clean) && clean.length <= 60 && !clean.includes("=?")) return clean;
  // 39 bytes become 52 base64 characters, a 64-character word: with "Subject: " within 78.
  return utf8Chunks(clean, 39)
    .map((chunk) => `=?UTF-8?B?${base64(utf8.encode(chunk))}?=`)
    .join(`${CRLF} `);
}

function mailbox(name: string, email: string): string {
  const displayName = isPrintableAscii(name) ? `"${name.replace(/["\\]/g, "")}"` : encodeHeaderWords(name);
  return `${displayName} <${headerAddress(email)}>`;
}

function hex(byte: number): string {
  return `=${byte.toString(16).toUpperCase().padStart(2, "0")}`;
}

/** The quoted-printable tokens of one line: printable ASCII as itself, everything else as =XX. */
function quotedPrintableTokens(line: string): string[] {
  const tokens: string[] = [];
  const bytes = utf8.encode(line);
  bytes.forEach((byte, index) => {
    const isLast = index === bytes.length - 1;
    const isSpace = byte === 0x20 || byte === 0x09;
    const literal = (byte >= 0x21 && byte <= 0x7e && byte !== 0x3d) || (isSpace && !isLast);
    tokens.push(literal ? String.fromCharCode(byte) : hex(byte));
  });
  return tokens;
}

/** RFC 2045 quoted-printable with CRLF line ends and soft breaks that never split an =XX. */
export function quotedPrintable(text: string): string {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => {
      const lines: string[] = [];
      let current = "";
      for (const token of quotedPrintableTokens(line)) {
        if (current.length + token.length > MAX_LINE - 1) {
          lines.push(`${current}=`);
          current = "";
        }
        current += token;
      }
      lines.push(current);
      return lines.join(CRLF);
    })
    .join(CRLF);
}

/** RFC 5322 date, e.g. "Sat, 05 Dec 2026 02:00:00 +0000". */
function mailDate(date: Date): string {
  return date.toUTCString().replace(/GMT$/, "+0000");
}

function part(contentType: string, body: string): string {
  return [
    `Content-Type: ${contentType}; charset=UTF-8`,
    "Content-Transfer-Encoding: quoted-printable",
    "",
    quotedPrintable(body),
  ].join(CRLF);
}

/** A boundary with "=_", which quoted-printable output can never contain. */
function newBoundary(): string {
  return `=_bali_${crypto.randomUUID().replace(/-/g, "")}`;
}

export function buildEml(message: EmlMessage): string {
  const boundary = newBoundary();
  const headers = [
    `From: ${mailbox(message.from.name, message.from.email)}`,
    `To: ${headerAddress(message.to)}`,
    ...(message.replyTo ? [`Reply-To: ${headerAddress(message.replyTo)}`] : []),
    `Subject: ${encodeHeaderWords(message.subject)}`,
    `Date: ${mailDate(message.date)}`,
    `Message-ID: <${headerAddress(message.messageId)}>`,
    "MIME-Version: 1.0",
    `Content-Type: multipart/alternative;${CRLF} boundary="${boundary}"`,
  ];
  return [
    ...headers,
    "",
    `--${boundary}`,
    part("text/plain", message.text),
    `--${boundary}`,
    part("text/html", message.html),
    `--${boundary}--`,
    "",
  ].join(CRLF);
}
