/** Formats of the FTP callback (account-area §3: callbackFormat). Apart from the form schema so the page renders without zod. */
export const CALLBACK_FORMATS = ['json', 'xml'] as const;
