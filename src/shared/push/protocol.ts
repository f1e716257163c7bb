import * as z from 'zod/mini';

/**
 * The push-socket protocol: every frame in both directions, one zod discriminated union on `type`,
 * shared by the client (`src/client/push`) and the `UserPushHub` Durable Object. Frames are JSON
 * text. Frames that parse as JSON but fail the schema are ignored (spec §5: invalid push messages
 * are ignored); frames that are not JSON text, or are larger than MAX_FRAME_BYTES, close the socket.
 */

/** Largest client → hub frame accepted (a ticket is ~250 bytes; anything near this is abuse). */
export const MAX_FRAME_BYTES = 4096;

/** Largest hub → client frame the client accepts (events carry small payloads). */
export const MAX_SERVER_FRAME_BYTES = 65_536;

/** Time a socket has to send a valid `authenticate` before the hub closes it with 1008. */
export const AUTH_TIMEOUT_MS = 10_000;

/** Spec §4/§9: an archive-job socket is closed after this long. */
export const ARCHIVE_SOCKET_MS = 1_800_000;

/** Close codes the hub uses; the client's reconnect policy depends on them. */
export const CLOSE = {
  normal: 1000,
  /** The socket was closed without a code (answer it with 1000). */
  noStatus: 1005,
  /** Not JSON text (binary, broken JSON). */
  malformed: 1007,
  /** Bad/expired/foreign ticket, or no `authenticate` in time: fetch a new ticket. */
  policy: 1008,
  tooBig: 1009,
  /** Archive-only socket reached ARCHIVE_SOCKET_MS: don't reconnect until asked again. */
  archiveWindowOver: 4000,
} as const;

export const PUSH_TYPES = [
  'archive-started',
  'archive-progress',
  'archive-finished',
  'archive-error',
  'import-started',
  'import-finished',
  'import-error',
] as const;
export type PushType = (typeof PUSH_TYPES)[number];

// The schemas are built on first use (z.lazy), not when the module is evaluated: the client's
// copy sits in the shared chunk every page evaluates while it hydrates, and building these unions
// (uuid patterns, 20-odd objects) was the largest part of that evaluation; most pages never open a
// push socket. Parsing is unchanged.

/** What a socket is open for: archive sockets get the 30-minute limit, import sockets don't. */
export const purposeSchema = z.lazy(() => z.enum(['archive', 'import']));
export type Purpose = z.infer<typeof purposeSchema>;

/** The purpose a push type belongs to (`archive-finished` → `archive`). */
export const purposeOf = (type: PushType): Purpose => (type.startsWith('archive-') ? 'archive' : 'import');

const timestamp = () => z.int().check(z.nonnegative());
const archivePayload = () => z.object({ downloadId: z.string().check(z.minLength(1)), key: z.string().check(z.minLength(1)) });
const importPayload = () => z.object({});
/**
 * Issue 34 §3: how many of the job's photos are in the zip so far (the last one is told by
 * `archive-finished`). Counts the upstream cannot have (more done than asked for) are refused.
 */
const archiveProgressPayload = () =>
  z
    .object({
      downloadId: z.string().check(z.minLength(1)),
      key: z.string().check(z.minLength(1)),
      done: z.int().check(z.nonnegative()),
      total: z.int().check(z.positive()).check(z.maximum(1000)),
    })
    .check(z.refine((p) => p.done <= p.total, 'done exceeds total'));

const archiveMessage = <T extends PushType>(type: T) =>
  z.object({ id: z.uuid(), type: z.literal(type), data: z.object({ payload: archivePayload(), timestamp: timestamp() }) });
const importMessage = <T extends PushType>(type: T) =>
  z.object({ id: z.uuid(), type: z.literal(type), data: z.object({ payload: importPayload(), timestamp: timestamp() }) });

/** Spec §3 push message (docs/contracts.md 'Push signal'): id uuid, type, data {payload, timestamp}. */
export const pushMessageSchema = z.lazy(() =>
  z.discriminatedUnion('type', [
    archiveMessage('archive-started'),
    z.object({
      id: z.uuid(),
      type: z.literal('archive-progress'),
      data: z.object({ payload: archiveProgressPayload(), timestamp: timestamp() }),
    }),
    archiveMessage('archive-finished'),
    archiveMessage('archive-error'),
    importMessage('import-started'),
    importMessage('import-finished'),
    importMessage('import-error'),
  ]),
);
export type PushMessage = z.infer<typeof pushMessageSchema>;

/** Body of the upstream's signed `POST /internal/push`. */
export const pushSignalSchema = z.lazy(() =>
  z.object({ userId: z.string().check(z.minLength(1)).check(z.maxLength(256)), message: pushMessageSchema }),
);
export type PushSignal = z.infer<typeof pushSignalSchema>;

const purposes = () => z.array(purposeSchema).check(z.minLength(1)).check(z.maxLength(2));

/**
 * Client → hub. `authenticate` also resumes: `lastEventId` omitted = a fresh tab (no replay; OK
 * tells it where the stream is now); `null` = "I was here when there were no events" (replay all
 * kept); a uuid = replay what came after it (all kept events when it is no longer known).
 */
export const clientFrameSchema = z.lazy(() =>
  z.discriminatedUnion('type', [
    z.object({
      type: z.literal('authenticate'),
      ticket: z.string().check(z.minLength(1)).check(z.maxLength(1024)),
      lastEventId: z.optional(z.nullable(z.uuid())),
      purposes: z.optional(purposes()),
    }),
    /** Changes what the socket is for (e.g. a tab starts an import on its archive socket). */
    z.object({ type: z.literal('subscribe'), purposes: purposes() }),
    z.object({ type: z.literal('ping') }),
  ]),
);
export type ClientFrame = z.infer<typeof clientFrameSchema>;

/** Hub → client. `OK.lastEventId` is the newest kept event when the socket authenticated. */
export const serverFrameSchema = z.lazy(() =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('OK'), lastEventId: z.nullable(z.uuid()) }),
    z.object({ type: z.literal('event'), message: pushMessageSchema }),
    z.object({ type: z.literal('error'), code: z.enum(['unauthenticated', 'bad-frame']) }),
    z.object({ type: z.literal('pong') }),
  ]),
);
export type ServerFrame = z.infer<typeof serverFrameSchema>;

/** Answered by the hub without waking from hibernation (setWebSocketAutoResponse). */
export const PING_FRAME = JSON.stringify({ type: 'ping' } satisfies ClientFrame);
export const PONG_FRAME = JSON.stringify({ type: 'pong' } satisfies ServerFrame);

export type DecodeResult<T> = { ok: true; frame: T } | { ok: false; reason: 'too-big' | 'malformed' | 'invalid' };

/**
 * Decodes one frame: `too-big` and `malformed` (binary / not JSON) should close the socket,
 * `invalid` (JSON failing the schema) should be ignored.
 */
export function decodeFrame<T>(schema: z.ZodMiniType<T>, raw: string | ArrayBuffer, maxBytes: number = MAX_FRAME_BYTES): DecodeResult<T> {
  if (typeof raw !== 'string') return { ok: false, reason: raw.byteLength > maxBytes ? 'too-big' : 'malformed' };
  // A UTF-16 length over the limit is over it in UTF-8 too; the byte count settles the rest.
  if (raw.length > maxBytes || new TextEncoder().encode(raw).byteLength > maxBytes) {
    return { ok: false, reason: 'too-big' };
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? { ok: true, frame: parsed.data } : { ok: false, reason: 'invalid' };
}

/** Encodes a frame; the type parameter keeps senders to the union. */
export const encodeFrame = (frame: ClientFrame | ServerFrame): string => JSON.stringify(frame);
