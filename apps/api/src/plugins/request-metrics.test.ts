import { describe, expect, it } from 'vitest';
import { RequestMetrics } from './request-metrics.ts';

describe('RequestMetrics', () => {
  it('writes counters and a cumulative histogram per method, route and status', () => {
    const metrics = new RequestMetrics();
    metrics.record('GET', '/api/track/:trackingId', 200, 0.004);
    metrics.record('GET', '/api/track/:trackingId', 200, 0.02);
    metrics.record('GET', '/api/track/:trackingId', 200, 30);
    metrics.record('POST', '/api/parcels', 500, 0.3);
    const text = metrics.toPrometheus();
    const track = 'method="GET",route="/api/track/:trackingId",status_code="200"';
    expect(text).toContain(`http_requests_total{${track}} 3`);
    expect(text).toContain(`http_request_duration_seconds_bucket{le="0.005",${track}} 1`);
    expect(text).toContain(`http_request_duration_seconds_bucket{le="0.025",${track}} 2`);
    expect(text).toContain(`http_request_duration_seconds_bucket{le="10",${track}} 2`);
    expect(text).toContain(`http_request_duration_seconds_bucket{le="+Inf",${track}} 3`);
    expect(text).toContain(`http_request_duration_seconds_count{${track}} 3`);
    expect(text).toContain(`http_request_duration_seconds_sum{${track}} 30.024`);
    expect(text).toContain('http_errors_total{method="POST",route="/api/parcels",status_code="500"} 1');
    expect(text).not.toContain(`http_errors_total{${track}}`);
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
  });

  it('escapes label values', () => {
    const metrics = new RequestMetrics();
    metrics.record('GET', 'a"b\\c\nd', 404, 0.001);
    expect(metrics.toPrometheus()).toContain('route="a\\"b\\\\c\\nd"');
  });
});
