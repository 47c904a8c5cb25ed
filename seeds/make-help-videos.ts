/// <reference lib="dom" />
/**
 * Makes the seeded teaching videos (seeds/help-center.json `videos`): for each, a 5-second canvas animation — the
 * video's title, its product and three steps appearing one by one — recorded in Chromium with MediaRecorder as WebM
 * (at most 200 KB) and its first frame as the PNG cover, written to public/help-videos/. Run once by hand
 * (`npx tsx seeds/make-help-videos.ts`); the files are committed. No ffmpeg needed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import content from './help-center.json';
import { PROJECT_ROOT } from '../server/project-root';

const OUT = path.join(PROJECT_ROOT, 'public', 'help-videos');
const STEPS: Record<string, string[]> = {
  'workbench-tour': ['我的应用：一键进入', '日历：按月或按周查看日程', '最新公告与库存共享中心'],
  'register-login': ['填写手机号并获取验证码', '填写企业名称和密码', '登录后进入工作台'],
  'add-users': ['部门管理：添加子部门', '用户管理：添加用户', '选择部门、职位和角色'],
  'role-scope': ['权限设置：新增角色', '勾选菜单和按钮权限', '选择数据范围并添加人员'],
  'sms-sign': ['费用统计：立即购买套餐', '签名管理：添加签名', '等待审核（约2小时）'],
  'clock-in': ['考勤设置：班次与打卡范围', '打卡：签到和签退', '我的考勤：查看迟到早退'],
  'top-up': ['余额管理：在线充值', '登记对公转账', '平台确认后计入余额'],
  'sms-faq': ['签名须与企业名称一致', '模板类型要与内容相符', '按审核意见修改后重新提交'],
};

/** Runs in the page: draws the animation on a canvas and records it, answering the WebM as base64. */
function recordInPage(input: { title: string; product: string; steps: string[]; seconds: number }): Promise<string> {
  const canvas = document.createElement('canvas');
  canvas.width = 480;
  canvas.height = 270;
  document.body.style.margin = '0';
  document.body.appendChild(canvas);
  const g = canvas.getContext('2d')!;
  const draw = (t: number) => {
    g.fillStyle = '#0b5cff';
    g.fillRect(0, 0, 480, 270);
    g.fillStyle = 'rgba(255,255,255,0.12)';
    for (let i = 0; i < 6; i++) g.fillRect(((t * 60 + i * 90) % 560) - 80, 200 + (i % 3) * 20, 60, 6);
    g.fillStyle = '#ffffff';
    g.font = 'bold 26px sans-serif';
    g.fillText(input.title, 28, 62);
    g.font = '14px sans-serif';
    g.fillStyle = '#cfe0ff';
    g.fillText(`云商务平台 · ${input.product} · 教学视频`, 28, 90);
    input.steps.forEach((step, i) => {
      const shown = Math.min(1, Math.max(0, t - 0.6 - i * 1.1));
      if (!shown) return;
      g.globalAlpha = shown;
      g.fillStyle = '#ffffff';
      g.beginPath();
      g.arc(42, 128 + i * 34, 11, 0, Math.PI * 2);
      g.fill();
      g.fillStyle = '#0b5cff';
      g.font = 'bold 13px sans-serif';
      g.fillText(String(i + 1), 38, 133 + i * 34);
      g.fillStyle = '#ffffff';
      g.font = '16px sans-serif';
      g.fillText(step, 62 + (1 - shown) * 20, 134 + i * 34);
      g.globalAlpha = 1;
    });
    g.fillStyle = 'rgba(255,255,255,0.35)';
    g.fillRect(0, 264, 480, 6);
    g.fillStyle = '#ffffff';
    g.fillRect(0, 264, (480 * t) / input.seconds, 6);
  };
  draw(0);
  const stream = canvas.captureStream(15);
  const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 180_000 });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  return new Promise((resolve) => {
    recorder.onstop = async () => {
      const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      resolve(btoa(binary));
    };
    const start = performance.now();
    recorder.start();
    const tick = () => {
      const t = (performance.now() - start) / 1000;
      draw(Math.min(t, input.seconds));
      if (t < input.seconds) requestAnimationFrame(tick);
      else recorder.stop();
    };
    requestAnimationFrame(tick);
  });
}

async function main() {
  fs.mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'] });
  const names: Record<string, string> = { system: '系统管理', service: '短信与物流服务', attendance: '考勤管理', workbench: '工作台', commerce: '应用与费用', account: '账号与登录' };
  try {
    for (const video of content.videos) {
      const page = await browser.newPage({ viewport: { width: 480, height: 270 } });
      // tsx names functions with a helper the page does not have.
      await page.addInitScript('window.__name = (f) => f;');
      await page.goto('about:blank');
      const input = { title: video.name, product: names[video.application], steps: STEPS[video.file], seconds: 5 };
      const recording = page.evaluate(recordInPage, input);
      await page.waitForTimeout(4600);
      await page.locator('canvas').screenshot({ path: path.join(OUT, `${video.file}.png`) });
      const webm = Buffer.from(await recording, 'base64');
      if (webm.length > 200 * 1024) throw new Error(`${video.file}.webm is ${webm.length} bytes (over 200 KB)`);
      fs.writeFileSync(path.join(OUT, `${video.file}.webm`), webm);
      console.log(`${video.file}: ${webm.length} bytes`);
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
