import { z } from 'zod';
import type { UpstreamBindings } from '../env';
import { eventDetails, parseEnvelope } from './envelope';

/** Raw bodies above this are cut: the sink is for tests and inspection, not archival. */
const MAX_BODY_CHARS = 256 * 1024;

export async function storeErrorReport(
  env: Pick<UpstreamBindings, 'DB'>,
  report: { project: string; kind: string; eventId: string | null; message: string | null; body: string },
): Promise<void> {
  await env.DB.prepare('INSERT INTO error_reports (project, kind, event_id, message, body, received) VALUES (?, ?, ?, ?, ?, ?)')
    .bind(report.project, report.kind, report.eventId, report.message, report.body.slice(0, MAX_BODY_CHARS), new Date().toISOString())
    .run();
}

const rowSchema = z.object({
  id: z.number(),
  project: z.string(),
  kind: z.string(),
  event_id: z.string().nullable(),
  message: z.string().nullable(),
  body: z.string(),
  received: z.string(),
});

/** A stored body's event details: an envelope's first event, or a legacy /store/ event (JSON). */
function detailsOf(body: string) {
  const envelope = parseEnvelope(new TextEncoder().encode(body)).event;
  if (envelope) return envelope;
  try {
    return eventDetails(JSON.parse(body));
  } catch {
    return null;
  }
}

/** The newest 200 captured reports, newest first, each with its event's details (release, tags, exceptions and frames). */
export async function listErrorReports(env: Pick<UpstreamBindings, 'DB'>) {
  const { results } = await env.DB.prepare(
    'SELECT id, project, kind, event_id, message, body, received FROM error_reports ORDER BY id DESC LIMIT 200',
  ).all();
  return results.map((r) => {
    const row = rowSchema.parse(r);
    return {
      id: row.id,
      project: row.project,
      kind: row.kind,
      eventId: row.event_id,
      message: row.message,
      received: row.received,
      event: detailsOf(row.body),
      body: row.body,
    };
  });
}
