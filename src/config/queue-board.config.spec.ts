import { queueBoardConfig } from 'src/config/queue-board.config';

describe('Bull Board config', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });
  const load = (env: Record<string, string>) => {
    const others = Object.entries(saved).filter(([key]) => !key.startsWith('BULL_BOARD_'));
    process.env = { ...Object.fromEntries(others), ...env };
    return queueBoardConfig();
  };

  it('is off without credentials, and with empty ones', () => {
    expect(load({}).credentials).toBeNull();
    expect(load({ BULL_BOARD_USER: '', BULL_BOARD_PASSWORD: '' }).credentials).toBeNull();
  });

  it('is on at /admin/queues with both credentials', () => {
    expect(load({ BULL_BOARD_USER: 'ops', BULL_BOARD_PASSWORD: 'correct horse battery' })).toEqual({
      path: '/admin/queues',
      credentials: { user: 'ops', password: 'correct horse battery' },
    });
  });

  it.each([
    [{ BULL_BOARD_USER: 'ops' }, /set both BULL_BOARD_USER and BULL_BOARD_PASSWORD/],
    [{ BULL_BOARD_PASSWORD: 'correct horse battery' }, /set both BULL_BOARD_USER/],
    [{ BULL_BOARD_USER: 'ops', BULL_BOARD_PASSWORD: 'short' }, /at least 12 characters/],
    [{ BULL_BOARD_USER: 'o:ps', BULL_BOARD_PASSWORD: 'correct horse battery' }, /colon/],
  ])('refuses half or weak credentials: %j', (env, message) => {
    expect(() => load(env)).toThrow(message);
  });

  it('never repeats the password it refuses', () => {
    let message = '';
    try {
      load({ BULL_BOARD_USER: 'ops', BULL_BOARD_PASSWORD: 'hunter2' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/BULL_BOARD_PASSWORD must be at least 12 characters/);
    expect(message).not.toContain('hunter2');
  });
});
