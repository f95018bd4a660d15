/**
 * A reader of Prometheus's text exposition format (version 0.0.4), strict enough to fail a test
 * on a malformed line: `# HELP` and `# TYPE` per family, then `name{label="value",…} number`.
 */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Exposition {
  samples: Sample[];
  /** Family name → its `# TYPE` (counter, gauge, histogram, summary, untyped). */
  types: Map<string, string>;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+-?\d+)?$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"\s*,?\s*/gy;
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);

function parseLabels(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  LABEL.lastIndex = 0;
  let consumed = 0;
  for (let match = LABEL.exec(text); match; match = LABEL.exec(text)) {
    labels[match[1]!] = match[2]!.replace(/\\n/g, '\n').replace(/\\"/g, '"').replace(/\\\\/g, '\\');
    consumed = LABEL.lastIndex;
  }
  if (consumed !== text.length) throw new Error(`rótulos ilegíveis: ${line}`);
  return labels;
}

function parseValue(text: string, line: string): number {
  // Prometheus reads these as Go's ParseFloat does, in any case (prom-client writes `Nan`).
  const lower = text.toLowerCase();
  if (lower === 'nan') return Number.NaN;
  if (lower === '+inf' || lower === 'inf') return Number.POSITIVE_INFINITY;
  if (lower === '-inf') return Number.NEGATIVE_INFINITY;
  const value = Number(text);
  if (text === '' || Number.isNaN(value)) throw new Error(`valor ilegível: ${line}`);
  return value;
}

/** The family a sample belongs to: a histogram's `_bucket`, `_sum` and `_count` belong to it. */
export function familyOf(name: string, types: Map<string, string>): string | undefined {
  if (types.has(name)) return name;
  const base = name.replace(/_(bucket|sum|count)$/, '');
  return types.get(base) === 'histogram' || types.get(base) === 'summary' ? base : undefined;
}

export function parsePrometheusText(text: string): Exposition {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.startsWith('# HELP ')) continue;
    if (line.startsWith('# TYPE ')) {
      const [name, type] = line.slice(7).split(' ');
      if (!name || !type || !TYPES.has(type)) throw new Error(`TYPE ilegível: ${line}`);
      types.set(name, type);
      continue;
    }
    if (line.startsWith('#')) continue;
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`linha ilegível: ${line}`);
    const sample = { name: match[1]!, labels: match[2] ? parseLabels(match[2], line) : {}, value: parseValue(match[3]!, line) };
    if (!familyOf(sample.name, types)) throw new Error(`amostra sem # TYPE: ${line}`);
    samples.push(sample);
  }
  return { samples, types };
}

/** The sum of the samples named `name` whose labels include `labels` (0 when none). */
export function valueOf(exposition: Exposition, name: string, labels: Record<string, string> = {}): number {
  return exposition.samples
    .filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value))
    .reduce((sum, sample) => sum + sample.value, 0);
}

/** Every name a scrape exports: each family and, for a histogram, its `_bucket`, `_sum` and `_count`. */
export function exportedNames(exposition: Exposition): Set<string> {
  const names = new Set<string>();
  for (const [name, type] of exposition.types) {
    names.add(name);
    if (type === 'histogram') for (const suffix of ['_bucket', '_sum', '_count']) names.add(name + suffix);
    if (type === 'summary') for (const suffix of ['_sum', '_count']) names.add(name + suffix);
  }
  return names;
}
