// `npm run dev`: the API restarts on change (port 3000) and Vite serves the web app with hot reload (port 5173).
import { spawn } from 'node:child_process';

const children = [
  spawn(process.execPath, ['--watch', '--import', 'tsx', 'apps/api/src/server.ts'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { stdio: 'inherit' }),
];
console.info('API on http://localhost:3000, web app with hot reload on http://localhost:5173');

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
