import { z } from 'zod';

/** What we keep from one Sentry envelope (or legacy /store/ event). */
export interface ParsedReport {
  eventId: string | null;
  kinds: string[];
  message: string | null;
}

const envelopeHeaderSchema = z.object({ event_id: z.string().optional() }).loose();
const itemHeaderSchema = z.object({ type: z.string(), length: z.number().int().nonnegative().optional() }).loose();
const eventSchema = z
  .object({
    event_id: z.string().optional(),
    message: z.union([z.string(), z.object({ formatted: z.string().optional(), message: z.string().optional() })]).optional(),
    exception: z.object({ values: z.array(z.object({ type: z.string().optional(), value: z.string().optional() })).optional() }).optional(),
  })
  .loose();

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A readable one-line summary of an event payload. */
export function summarizeEvent(payload: unknown): { eventId: string | null; message: string | null } {
  const ev = eventSchema.safeParse(payload);
  if (!ev.success) return { eventId: null, message: null };
  const exc = ev.data.exception?.values?.[0];
  const msg = ev.data.message;
  const message = exc
    ? [exc.type, exc.value].filter(Boolean).join(': ')
    : typeof msg === 'string'
      ? msg
      : (msg?.formatted ?? msg?.message ?? null);
  return { eventId: ev.data.event_id ?? null, message: message || null };
}

/**
 * Parses the envelope format (https://develop.sentry.dev/sdk/envelopes/): a header line, then items
 * of an item-header line and a payload that is `length` bytes when given, else one line.
 */
export function parseEnvelope(bytes: Uint8Array): ParsedReport {
  const dec = new TextDecoder();
  let pos = 0;
  const readLine = (): string | null => {
    if (pos >= bytes.length) return null;
    let end = bytes.indexOf(0x0a, pos);
    if (end === -1) end = bytes.length;
    const line = dec.decode(bytes.subarray(pos, end));
    pos = end + 1;
    return line;
  };
  const header = envelopeHeaderSchema.safeParse(safeJson(readLine() ?? ''));
  const report: ParsedReport = { eventId: header.success ? (header.data.event_id ?? null) : null, kinds: [], message: null };
  for (;;) {
    const line = readLine();
    if (line === null) break;
    if (!line.trim()) continue;
    const item = itemHeaderSchema.safeParse(safeJson(line));
    if (!item.success) break;
    let payloadText: string;
    if (item.data.length !== undefined) {
      payloadText = dec.decode(bytes.subarray(pos, pos + item.data.length));
      pos += item.data.length + 1;
    } else {
      payloadText = readLine() ?? '';
    }
    report.kinds.push(item.data.type);
    if ((item.data.type === 'event' || item.data.type === 'transaction') && report.message === null) {
      const summary = summarizeEvent(safeJson(payloadText));
      report.message = summary.message;
      report.eventId ??= summary.eventId;
    }
  }
  return report;
}
