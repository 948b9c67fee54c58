// `npm run dev`: the API server (restarting on change) and the Vite dev server (hot reload, proxying the API).
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@playhall/server'], {
    stdio: 'inherit',
    env: { ...process.env, SERVE_WEB: 'false' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@playhall/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exit(code ?? 0);
  });
}
