import limitsConfig from 'src/config/limits.config';

describe('limits config', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });
  const load = (env: Record<string, string>) => {
    const others = Object.entries(saved).filter(([key]) => !/^LIMITS?_/.test(key));
    process.env = { ...Object.fromEntries(others), ...env };
    return limitsConfig();
  };

  it('defaults to 1000 requests a day per family, reset in UTC', () => {
    const config = load({});
    expect(config.timeZone).toBe('UTC');
    expect(Object.values(config.defaults)).toEqual(Array(7).fill(1000));
  });

  it('reads each family and the time zone', () => {
    const config = load({
      LIMIT_DAILY_QUESTION_EXTRACTION: '25',
      LIMIT_DAILY_LESSON_PLAN: '0',
      LIMITS_TIME_ZONE: 'Asia/Kolkata',
    });
    expect(config.defaults).toMatchObject({ question_extraction: 25, lesson_plan: 0 });
    expect(config.timeZone).toBe('Asia/Kolkata');
  });

  it.each([
    [{ LIMITS_TIME_ZONE: 'Mars/Olympus' }, /LIMITS_TIME_ZONE must be an IANA time zone/],
    [{ LIMIT_DAILY_EVALUATION: '1.5' }, /LIMIT_DAILY_EVALUATION must be a whole number/],
    [{ LIMIT_DAILY_WORKSHEET: '-1' }, /LIMIT_DAILY_WORKSHEET/],
  ])('refuses to start with %j', (env, message) => {
    expect(() => load(env)).toThrow(message);
  });
});
