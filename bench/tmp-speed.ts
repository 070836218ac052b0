import { machineSpeed } from './lib/machine-speed.ts';
console.log('hello/s', Math.round(await machineSpeed(process.cwd())));
