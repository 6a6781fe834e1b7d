// parse-prometheus-text-format ships no types: what the metrics test reads of its output.
declare module 'parse-prometheus-text-format' {
  type Sample = { value: string; labels?: Record<string, string> };
  type Family = {
    name: string;
    help: string;
    type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED';
    metrics: (Sample & { buckets?: Record<string, string>; count?: string; sum?: string })[];
  };
  export default function parsePrometheusTextFormat(text: string): Family[];
}
