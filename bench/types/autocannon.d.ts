// autocannon ships no type declarations: the part of its programmatic API the bench uses.
declare module "autocannon" {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    timeout?: number;
    requests?: AutocannonRequest[];
  }
  /** Per connection, from a request's set-up to its answer; reset before the next request. */
  type Context = Record<string, unknown>;
  interface AutocannonRequest {
    /** Mutates each request before it is sent (a different path, token or body each time). */
    setupRequest?: (request: RawRequest, context: Context) => RawRequest;
    /** Each answer, its body as text (asking for it makes autocannon collect the body). */
    onResponse?: (status: number, body: string, context: Context) => void;
  }
  export interface RawRequest {
    method: string;
    path: string;
    headers: Record<string, string>;
    body?: string;
  }
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
    [percentile: string]: number;
  }
  interface Result {
    latency: Histogram;
    requests: Histogram & { total: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
    duration: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
