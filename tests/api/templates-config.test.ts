import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCompleteDocument } from '../../src/server/features/generation/html/document.ts';
import { publicConfigSchema, supportHref } from '../../src/shared/api/public-config.ts';
import { TEMPLATES } from '../../src/shared/templates.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { DEMO_USERNAME: 'demouser', DEMO_PASSWORD: 'demo-pass-1' } });
});
afterAll(async () => app?.close());

describe('GET /api/templates', () => {
  it('lists the eight built-in templates, three of them Lead Gen', async () => {
    const response = await app.client().get('/api/templates');
    expect(response.status).toBe(200);
    expect(response.body.map((t: { id: string }) => t.id)).toEqual([
      'saas-product',
      'ecommerce-store',
      'service-business',
      'course-education',
      'health-wellness',
      'email-optin-lead',
      'pay-per-call-lander',
      'chatbot-lead-flow',
    ]);
    expect(response.body.filter((t: { category: string }) => t.category === 'Lead Gen')).toHaveLength(3);
  });

  it('serves each preview as a complete, sandboxed, CDN-free page', async () => {
    for (const template of TEMPLATES) {
      const response = await app.client().get(`/api/templates/${template.id}/preview`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toBe(
        "sandbox allow-scripts allow-forms allow-popups; frame-ancestors 'self'",
      );
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(isCompleteDocument(response.text)).toBe(true);
      expect(response.text).not.toMatch(/cdn\.tailwindcss|<script[^>]+src=/);
    }
    const missing = await app.client().get('/api/templates/nope/preview');
    expect(missing.status).toBe(404);
  });
});

describe('GET /api/config', () => {
  it('tells the web app about the demo account, payments, the AI engine and support (none set)', async () => {
    const response = await app.client().get('/api/config');
    expect(response.body).toEqual({
      demoAccount: { username: 'demouser', password: 'demo-pass-1' },
      stripePublishableKey: null,
      aiProvider: 'offline',
      support: { url: null, email: null },
    });
    expect(publicConfigSchema.parse(response.body)).toEqual(response.body);
    expect(supportHref(response.body.support)).toBeNull();
  });

  describe('with SUPPORT_EMAIL and SUPPORT_URL', () => {
    let supported: TestApp;
    beforeAll(async () => {
      supported = await startTestApp({
        env: { SUPPORT_EMAIL: 'help@pagecraft.test', SUPPORT_URL: 'https://help.pagecraft.test/contact/' },
      });
    });
    afterAll(async () => supported?.close());

    it('answers both, the page (its trailing slash dropped) being where Contact support leads', async () => {
      const response = await supported.client().get('/api/config');
      expect(response.body.support).toEqual({
        url: 'https://help.pagecraft.test/contact',
        email: 'help@pagecraft.test',
      });
      expect(supportHref(response.body.support)).toBe('https://help.pagecraft.test/contact');
      expect(supportHref({ url: null, email: 'help@pagecraft.test' })).toBe('mailto:help@pagecraft.test');
    });
  });
});
