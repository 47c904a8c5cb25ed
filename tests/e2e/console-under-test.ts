import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { boot } from '../../server/boot';
import { seedDemo } from '../../seeds/load';
import { launchChromium } from './browser';
import { UNLIMITED } from '../support/rate-limits';

export type BootedServer = Awaited<ReturnType<typeof boot>>;

export interface ConsoleUnderTest {
  baseUrl: string;
  browser: Browser;
  server: BootedServer;
  /** A fresh browser context (own cookies) at desktop size, zh-CN, Shanghai time, downloads allowed. */
  newPage(): Promise<Page>;
  stop(): Promise<void>;
}

/** The real server on a fresh seeded SQLite database, serving the built web app, and Debian's Chromium. */
export async function startConsole(): Promise<ConsoleUnderTest> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-e2e-'));
  // The browser tests log in many times a minute from one address: no rate limits here.
  const server = await boot({ dataDir, rateLimits: UNLIMITED });
  const httpServer = http.createServer(server.app.callback());
  const closeServer = async () => {
    if (httpServer.listening) await new Promise((resolve) => httpServer.close(resolve));
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  let browser: Browser;
  try {
    await seedDemo(server.services);
    await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
    browser = await launchChromium();
  } catch (error) {
    // Left running, the server's timers and sockets kept jest from ever exiting when Chromium did not start.
    await closeServer();
    throw error;
  }
  return {
    baseUrl: `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`,
    browser,
    server,
    newPage: async () => {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', acceptDownloads: true });
      return context.newPage();
    },
    stop: async () => {
      await browser.close();
      await closeServer();
    },
  };
}
