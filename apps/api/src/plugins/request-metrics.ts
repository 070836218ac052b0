/**
 * HTTP request metrics counted in plain maps and written in Prometheus' text format when scraped.
 * prom-client's labelled `observe` validates and hashes its label object on every call, which cost
 * about a twentieth of a cached tracking lookup; here a request costs one string key and a Map lookup.
 */
interface Series {
  labels: string;
  statusCode: number;
  count: number;
  sum: number;
  /** Requests whose duration fell in each bucket (not cumulative; summed when written). */
  inBucket: number[];
}

const durationBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

const escapeLabel = (value: string) =>
  value.replaceAll('\\', '\\\\').replaceAll('"', '\\"').replaceAll('\n', '\\n');

export class RequestMetrics {
  private readonly series = new Map<string, Series>();

  record(method: string, route: string, statusCode: number, seconds: number): void {
    const key = `${method} ${statusCode} ${route}`;
    let series = this.series.get(key);
    if (!series) {
      series = {
        labels: `method="${escapeLabel(method)}",route="${escapeLabel(route)}",status_code="${statusCode}"`,
        statusCode,
        count: 0,
        sum: 0,
        inBucket: durationBuckets.map(() => 0),
      };
      this.series.set(key, series);
    }
    series.count += 1;
    series.sum += seconds;
    for (let index = 0; index < durationBuckets.length; index += 1) {
      if (seconds <= (durationBuckets[index] ?? 0)) {
        series.inBucket[index] = (series.inBucket[index] ?? 0) + 1;
        break;
      }
    }
  }

  /** The three metric families, in Prometheus' text exposition format. */
  toPrometheus(): string {
    const all = [...this.series.values()];
    const lines = [
      '# HELP http_requests_total HTTP requests answered, by method, route pattern and status code.',
      '# TYPE http_requests_total counter',
      ...all.map((series) => `http_requests_total{${series.labels}} ${series.count}`),
      '# HELP http_errors_total HTTP requests answered with a 5xx status.',
      '# TYPE http_errors_total counter',
      ...all
        .filter((series) => series.statusCode >= 500)
        .map((series) => `http_errors_total{${series.labels}} ${series.count}`),
      '# HELP http_request_duration_seconds Time from request to response, by method, route pattern and status code.',
      '# TYPE http_request_duration_seconds histogram',
    ];
    for (const series of all) {
      let cumulative = 0;
      durationBuckets.forEach((bound, index) => {
        cumulative += series.inBucket[index] ?? 0;
        lines.push(`http_request_duration_seconds_bucket{le="${bound}",${series.labels}} ${cumulative}`);
      });
      lines.push(`http_request_duration_seconds_bucket{le="+Inf",${series.labels}} ${series.count}`);
      lines.push(`http_request_duration_seconds_sum{${series.labels}} ${series.sum}`);
      lines.push(`http_request_duration_seconds_count{${series.labels}} ${series.count}`);
    }
    return `${lines.join('\n')}\n`;
  }
}
