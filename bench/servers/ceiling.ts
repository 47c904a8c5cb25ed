/** The ceiling: a bare Koa handler answering the success envelope, in its own process on `PORT` (loopback). */
import Koa from 'koa';
import { listenOnLoopback } from './listen';

const app = new Koa();
app.use((ctx) => {
  ctx.body = { code: 2000, msg: 'ok', data: null };
});
listenOnLoopback(app);
