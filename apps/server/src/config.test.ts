import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', TRUST_PROXY: false, LOG_LEVEL: 'info' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toMatch(/\/data$/);
  });

  it('reads trust-proxy as a flag, a hop count or a list', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
  });

  it('stops with every bad value named', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*LOG_LEVEL/);
  });
});

describe('secrets and deployments (issue 11.2)', () => {
  // Made at run time: a secret written here would be one anyone can read.
  const strong = randomBytes(16).toString('hex');

  it('issue 11.2: refuses a development secret that is written in the repository', () => {
    for (const name of ['PSP_SECRET', 'PROVIDER_SECRET']) {
      for (const published of [
        'playhall-sandbox-psp-development-secret',
        'playhall-demo-vendors-development-secret',
      ]) {
        expect(() => loadConfig({ [name]: published })).toThrow(new RegExp(`${name}: is a published`));
      }
    }
    expect(() => loadConfig({ PSP_SECRET: 'short-secret-value' })).toThrow(/PSP_SECRET: must be at least/);
  });

  it('issue 11.2: a demo deployment needs no secret and mounts the sandbox gateway', () => {
    const config = loadConfig({});
    expect(config.DEPLOYMENT).toBe('demo');
    expect(config.PSP_SECRET).toBeUndefined();
    expect(config.PROVIDER_SECRET).toBeUndefined();
    expect(config.SANDBOX_PSP).toBe(true);
  });

  it('issue 11.2: a production deployment without secrets refuses to start and names each one', () => {
    const attempt = () => loadConfig({ DEPLOYMENT: 'production' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PSP_SECRET[\s\S]*PROVIDER_SECRET[\s\S]*PSP_URL[\s\S]*PUBLIC_URL/);
    const production = {
      DEPLOYMENT: 'production',
      PSP_SECRET: strong,
      PROVIDER_SECRET: `${strong}x`,
      PSP_URL: 'https://psp.example/api',
      PUBLIC_URL: 'https://playhall.example',
    };
    expect(loadConfig(production).SANDBOX_PSP).toBe(false);
    expect(() => loadConfig({ ...production, SANDBOX_PSP: 'true' })).toThrow(/sandbox gateway/);
  });

  it("issue 13: the demo team grows at a demo deployment's first start unless switched off, never by default in production", () => {
    expect(loadConfig({}).DEMO_TEAM).toBe(true);
    expect(loadConfig({ DEMO_TEAM: 'false' }).DEMO_TEAM).toBe(false);
    const production = {
      DEPLOYMENT: 'production',
      PSP_SECRET: strong,
      PROVIDER_SECRET: `${strong}x`,
      PSP_URL: 'https://psp.example/api',
      PUBLIC_URL: 'https://playhall.example',
    };
    expect(loadConfig(production).DEMO_TEAM).toBe(false);
  });

  it('issue 11.2: a provider running on its own must be given the shared secret', () => {
    expect(() => loadConfig({ GAMES_URL: 'http://127.0.0.1:3100' })).toThrow(
      /GAMES_URL needs PROVIDER_SECRET/,
    );
    expect(
      loadConfig({ GAMES_URL: 'http://127.0.0.1:3100', PROVIDER_SECRET: strong }).GAMES_URL,
    ).toBeDefined();
  });
});

describe('public address (issue 11.20)', () => {
  it('issue 11.20: derives the default public address from PORT', () => {
    expect(loadConfig({ PORT: '3456' }).PUBLIC_URL).toBe('http://localhost:3456');
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '3456', PUBLIC_URL: 'https://playhall.example' }).PUBLIC_URL).toBe(
      'https://playhall.example',
    );
  });
});
