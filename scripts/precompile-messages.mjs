// Vite plugin: the browser receives message catalogues already parsed to ICU ASTs, so the client
// bundle can drop the ICU parser (aliased to formatjs' no-parser build in vite.config.ts).
import { parse } from '@formatjs/icu-messageformat-parser';

export function precompileMessages() {
  return {
    name: 'myaccount:precompile-messages',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]locales[\\/][a-z]{2}-[A-Z]{2}\.json$/.test(id)) return null;
      const messages = JSON.parse(code);
      const compiled = Object.fromEntries(Object.entries(messages).map(([k, v]) => [k, parse(String(v))]));
      // Still JSON: Vite's JSON plugin turns it into a module after this.
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
