import * as z from 'zod';
import { purposeSchema } from '../../shared/push/protocol';

/**
 * Per-socket state, kept in the socket's attachment so it survives hibernation (the object's
 * memory does not). Parsed on every read: an attachment is storage like any other.
 */
export const attachmentSchema = z.discriminatedUnion('state', [
  z.object({
    state: z.literal('pending'),
    userId: z.string(),
    connectedAt: z.number(),
    /** The socket is closed with 1008 unless it authenticates before this (ms since epoch). */
    authDeadline: z.number(),
  }),
  z.object({
    state: z.literal('open'),
    userId: z.string(),
    connectedAt: z.number(),
    purposes: z.array(purposeSchema),
    /** Set for archive-only sockets: closed with 4000 at this time (spec: 1,800,000 ms). */
    archiveDeadline: z.number().nullable(),
  }),
]);
export type Attachment = z.infer<typeof attachmentSchema>;

export function readAttachment(ws: WebSocket): Attachment | null {
  const parsed = attachmentSchema.safeParse(ws.deserializeAttachment());
  return parsed.success ? parsed.data : null;
}

export function writeAttachment(ws: WebSocket, attachment: Attachment): void {
  ws.serializeAttachment(attachmentSchema.parse(attachment));
}

/** The time this socket must be dealt with by the alarm, if any. */
export function deadlineOf(attachment: Attachment): number | null {
  return attachment.state === 'pending' ? attachment.authDeadline : attachment.archiveDeadline;
}
