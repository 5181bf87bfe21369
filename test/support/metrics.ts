export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text exposition. */
export function parseMetrics(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [, name, labelText = '', value] = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)/.exec(line)!;
      const labels: Record<string, string> = {};
      for (const [, key, raw] of labelText.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
        labels[key] = raw.replace(/\\(.)/g, (_, char: string) => (char === 'n' ? '\n' : char));
      }
      return { name, labels, value: Number(value) };
    });
}

/**
 * The sum of the samples named `name` whose labels include `labels`; undefined when there are
 * none (so "absent" and "0" differ).
 */
export function sampleValue(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const matching = parseMetrics(text).filter(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  return matching.length === 0 ? undefined : matching.reduce((sum, s) => sum + s.value, 0);
}
