import { spawnSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { BRANDS, brandForHost, REGIONS } from '../../src/shared/brands/brands';

/**
 * wrangler.toml's routes against the brand table (issue 15): every brand host routed in exactly
 * one environment (its region's production host in [env.<region>], its staging host in
 * [env.<region>-staging]), every route resolving to a brand, and no environment without brands.
 * Parsed with wrangler's own reader, so this is what `wrangler deploy --env <env>` sees.
 */
interface Route {
  pattern: string;
  custom_domain?: boolean;
}
interface RawEnv {
  routes?: Route[];
  route?: unknown;
  vars?: Record<string, unknown>;
  secrets?: { required?: string[] };
  observability?: { enabled?: boolean };
  build?: { command?: string };
  ratelimits?: { name: string }[];
}
type RawConfig = RawEnv & { env?: Record<string, RawEnv> };

let raw: RawConfig;
beforeAll(async () => {
  const wrangler = await import('wrangler');
  raw = wrangler.experimental_readRawConfig({ config: 'wrangler.toml' }).rawConfig as RawConfig;
}, 60_000);

const deployedEnvs = () => Object.entries(raw.env ?? {}).filter(([name]) => name !== 'test');
const hostsOf = (env: RawEnv) => (env.routes ?? []).map((r) => r.pattern);

describe('wrangler.toml routes and the brand table', () => {
  it('has exactly one production and one staging environment per region (a region without brands has none)', () => {
    const regionsWithBrands = REGIONS.filter((r) => BRANDS.some((b) => b.deploy.region === r));
    expect(regionsWithBrands).toEqual([...REGIONS]);
    expect(deployedEnvs().map(([name]) => name)).toEqual(regionsWithBrands.flatMap((r) => [r, `${r}-staging`]));
  });

  it('routes nothing at the top level nor in the test environment', () => {
    expect(raw.routes ?? []).toEqual([]);
    expect(raw.route).toBeUndefined();
    expect(raw.env?.test?.routes ?? []).toEqual([]);
  });

  it('resolves every route to a brand of that environment (custom domains, no wildcard)', () => {
    for (const [name, env] of deployedEnvs()) {
      const region = name.replace(/-staging$/, '');
      for (const route of env.routes ?? []) {
        expect(route.custom_domain, `${name}: ${route.pattern}`).toBe(true);
        const brand = brandForHost(route.pattern);
        expect(brand, `${name}: ${route.pattern} resolves to no brand`).toBeDefined();
        expect(brand?.deploy.region, `${name}: ${route.pattern}`).toBe(region);
        const stage = name.endsWith('-staging') ? 'staging' : 'production';
        expect(brand?.deploy[stage], `${name}: ${route.pattern} is not ${brand?.key}'s ${stage} host`).toBe(route.pattern);
      }
    }
  });

  it('routes each brand host in exactly one environment', () => {
    const routedIn = new Map<string, string[]>();
    for (const [name, env] of deployedEnvs()) for (const h of hostsOf(env)) routedIn.set(h, [...(routedIn.get(h) ?? []), name]);
    for (const b of BRANDS) {
      expect(routedIn.get(b.deploy.production), b.deploy.production).toEqual([b.deploy.region]);
      expect(routedIn.get(b.deploy.staging), b.deploy.staging).toEqual([`${b.deploy.region}-staging`]);
    }
    expect(routedIn.size).toBe(BRANDS.length * 2);
  });

  it('gives staging hosts a registrable domain of their own (token cookies go to the parent domain)', () => {
    for (const b of BRANDS) {
      expect(b.deploy.staging.endsWith(`.${b.vendorDomain}`), b.deploy.staging).toBe(false);
      expect(brandForHost(b.deploy.staging)?.key).toBe(b.key);
    }
  });

  it('deploys each environment with its build, logs, secrets, EU jurisdiction and rate limits', () => {
    for (const [name, env] of deployedEnvs()) {
      expect(env.build?.command, name).toBe('node scripts/build.mjs');
      expect(env.observability?.enabled, name).toBe(true);
      expect(env.secrets?.required, name).toEqual(['SESSION_SECRET', 'PUSH_SIGNING_SECRET', 'ERROR_REPORTING_DSN']);
      expect(env.vars?.DO_JURISDICTION, name).toBe('eu');
      expect(env.vars?.SESSION_SECRET, name).toBeUndefined();
      expect(env.vars?.ERROR_REPORTING_DSN, name).toBeUndefined();
      expect((env.ratelimits ?? []).map((r) => r.name).sort(), name).toEqual(['RL_LINKS', 'RL_MAIL', 'RL_TELEMETRY']);
    }
  });

  it('keeps development secrets out of the top-level [vars]', () => {
    for (const key of ['SESSION_SECRET', 'PUSH_SIGNING_SECRET', 'ERROR_REPORTING_DSN']) expect(raw.vars?.[key], key).toBeUndefined();
  });

  it('is what `npm run routes` writes (the file is generated, not edited)', () => {
    const check = spawnSync(process.execPath, ['scripts/routes.mjs', '--check'], { encoding: 'utf8' });
    expect(`${check.stdout}${check.stderr}`).toContain('routes match the brand table');
    expect(check.status).toBe(0);
  });
});
