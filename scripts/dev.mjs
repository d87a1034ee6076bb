// `npm run dev`: the API with reload (tsx watch, NODE_ENV=development) and the Vite dev server.
import { spawn } from 'node:child_process';

const children = [
  spawn('node_modules/.bin/tsx', ['watch', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
    env: { NODE_ENV: 'development', ...process.env },
  }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { stdio: 'inherit', env: process.env }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
