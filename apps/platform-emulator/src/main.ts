import { buildEmulator } from './app';
import { readConfig } from './config';

const config = readConfig();
const resetOnly = process.argv.includes('--reset-only');
const reset = resetOnly || process.argv.includes('--reset');
const { app } = await buildEmulator(config, { reset });
if (resetOnly) {
  await app.close();
  console.log(`Emulator data reset to the seed in ${config.dataDir}`);
} else {
  await app.listen({ port: config.port, host: config.host });
  console.log(`Platform emulator (${config.mode}) on http://${config.host}:${config.port}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void app.close().then(() => process.exit(0)));
  }
}
