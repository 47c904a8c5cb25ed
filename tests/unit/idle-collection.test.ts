import http from 'node:http';
import { collectWhenIdle } from '../../server/runtime/idle-collection';

const MB = 1024 * 1024;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('collectWhenIdle', () => {
  let heapUsed = 100 * MB;
  const gc = jest.fn(() => {
    heapUsed = 100 * MB;
  });
  beforeEach(() => {
    gc.mockClear();
    heapUsed = 100 * MB;
    (globalThis as any).gc = gc;
    jest.spyOn(process, 'memoryUsage').mockImplementation(() => ({ heapUsed, rss: 0, heapTotal: 0, external: 0, arrayBuffers: 0 }));
  });
  afterEach(() => {
    delete (globalThis as any).gc;
    jest.restoreAllMocks();
  });

  test('collects once when requests stop after traffic that grew the heap, not while they go on', async () => {
    const server = http.createServer();
    collectWhenIdle(server, 20);
    for (let i = 0; i < 5; i++) {
      server.emit('request');
      heapUsed += 20 * MB;
      await wait(15);
    }
    expect(gc).not.toHaveBeenCalled();
    await wait(80);
    expect(gc).toHaveBeenCalledTimes(1);
    await wait(60);
    expect(gc).toHaveBeenCalledTimes(1);
  });

  test('a quiet period after traffic that hardly grew the heap does not collect', async () => {
    const server = http.createServer();
    collectWhenIdle(server, 20);
    server.emit('request');
    heapUsed += 5 * MB;
    await wait(100);
    expect(gc).not.toHaveBeenCalled();
  });

  test('without --expose-gc it does nothing', () => {
    delete (globalThis as any).gc;
    const server = http.createServer();
    collectWhenIdle(server, 20);
    expect(server.listenerCount('request')).toBe(0);
  });
});
