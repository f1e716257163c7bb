import { z } from 'zod';

/** What we keep from one Sentry envelope (or legacy /store/ event). */
export interface ParsedReport {
  eventId: string | null;
  kinds: string[];
  message: string | null;
  /** The first event's details, as a reporter's UI would show them (null: no event item). */
  event: EventDetails | null;
}

/** One stack frame as the SDK sent it (Sentry order: outermost first, the frame that threw last). */
export interface EventFrame {
  filename: string | null;
  function: string | null;
  lineno: number | null;
  colno: number | null;
  inApp: boolean | null;
}

/** An event's release, environment, tags and exceptions with their frames: what tests and people look at. */
export interface EventDetails {
  release: string | null;
  environment: string | null;
  platform: string | null;
  tags: Record<string, string>;
  exceptions: { type: string | null; value: string | null; mechanism: string | null; handled: boolean | null; frames: EventFrame[] }[];
}

const envelopeHeaderSchema = z.object({ event_id: z.string().optional() }).loose();
const itemHeaderSchema = z.object({ type: z.string(), length: z.number().int().nonnegative().optional() }).loose();
const frameSchema = z
  .object({
    filename: z.string().optional(),
    abs_path: z.string().optional(),
    function: z.string().optional(),
    lineno: z.number().optional(),
    colno: z.number().optional(),
    in_app: z.boolean().optional(),
  })
  .loose();
const exceptionSchema = z
  .object({
    type: z.string().optional(),
    value: z.string().optional(),
    mechanism: z.object({ type: z.string().optional(), handled: z.boolean().optional() }).loose().optional(),
    stacktrace: z
      .object({ frames: z.array(frameSchema).optional() })
      .loose()
      .optional(),
  })
  .loose();
const eventSchema = z
  .object({
    event_id: z.string().optional(),
    message: z.union([z.string(), z.object({ formatted: z.string().optional(), message: z.string().optional() })]).optional(),
    exception: z.object({ values: z.array(exceptionSchema).optional() }).optional(),
    release: z.string().optional(),
    environment: z.string().optional(),
    platform: z.string().optional(),
    // SDKs send an object; the legacy protocol allowed [key, value] pairs.
    tags: z.union([z.record(z.string(), z.unknown()), z.array(z.tuple([z.string(), z.unknown()]))]).optional(),
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

/** An event payload's details (null when it is no event). */
export function eventDetails(payload: unknown): EventDetails | null {
  const ev = eventSchema.safeParse(payload);
  if (!ev.success) return null;
  const { release, environment, platform, tags, exception } = ev.data;
  const pairs = Array.isArray(tags) ? tags : Object.entries(tags ?? {});
  return {
    release: release ?? null,
    environment: environment ?? null,
    platform: platform ?? null,
    tags: Object.fromEntries(pairs.map(([k, v]) => [k, String(v)])),
    exceptions: (exception?.values ?? []).map((e) => ({
      type: e.type ?? null,
      value: e.value ?? null,
      mechanism: e.mechanism?.type ?? null,
      handled: e.mechanism?.handled ?? null,
      frames: (e.stacktrace?.frames ?? []).map((f) => ({
        filename: f.filename ?? f.abs_path ?? null,
        function: f.function ?? null,
        lineno: f.lineno ?? null,
        colno: f.colno ?? null,
        inApp: f.in_app ?? null,
      })),
    })),
  };
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
  const report: ParsedReport = { eventId: header.success ? (header.data.event_id ?? null) : null, kinds: [], message: null, event: null };
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
      const payload = safeJson(payloadText);
      const summary = summarizeEvent(payload);
      report.message = summary.message;
      report.eventId ??= summary.eventId;
      report.event = eventDetails(payload);
    }
  }
  return report;
}
