import { createServer, type AddressInfo } from 'node:net';
import { checkPortFree } from 'src/bootstrap/preflight';
import { StartupError } from 'src/common/errors/startup.error';

describe('checkPortFree', () => {
  it('says in one line that PORT is taken, before anything boots', async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, resolve));
    const { port } = holder.address() as AddressInfo;
    try {
      await expect(checkPortFree(port)).rejects.toThrow(
        new StartupError(`Port ${port} is already in use; stop the other process or set PORT.`),
      );
    } finally {
      holder.close();
    }
  });

  it('leaves a free port free for the app', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));

    await checkPortFree(port);
    const app = createServer();
    await new Promise<void>((resolve, reject) => {
      app.once('error', reject);
      app.listen(port, resolve);
    });
    app.close();
  });
});
