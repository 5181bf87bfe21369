import { scrapeRefusal } from 'src/modules/monitoring/scrape-access';

describe('scrapeRefusal', () => {
  const token = 'a-metrics-token-of-32-characters';

  it('lets every scrape through when no token is configured', () => {
    expect(scrapeRefusal(undefined, null)).toBeNull();
    expect(scrapeRefusal('Bearer anything', null)).toBeNull();
  });

  it('needs the configured bearer token when there is one', () => {
    expect(scrapeRefusal(`Bearer ${token}`, token)).toBeNull();
    expect(scrapeRefusal(`bearer ${token}`, token)).toBeNull();
    expect(scrapeRefusal(undefined, token)).toBe('missing');
    expect(scrapeRefusal('', token)).toBe('missing');
  });

  it.each([
    ['another token', 'Bearer a-metrics-token-of-32-characterz'],
    ['a prefix of it', `Bearer ${token.slice(0, 10)}`],
    ['it with more after it', `Bearer ${token}x`],
    ['it as basic credentials', `Basic ${token}`],
    ['it without a scheme', token],
  ])('refuses %s', (_case, header) => {
    expect(scrapeRefusal(header, token)).toBe('invalid');
  });
});
