import * as z from 'zod/mini';
import { titleAndDate } from './text-and-date';

// What every page of this app does while it hydrates, at its smallest and as the app does it: one
// stored value checked with zod/mini, one message and one date (./text-and-date.ts).
const Consent = z.object({ analytics: z.boolean(), decidedAt: z.string() });

export const extra = () => titleAndDate(Consent.safeParse(JSON.parse(localStorage.getItem('consent') ?? 'null')).success ? 'u' : 'jij');
