/**
 * Members scrolling their feed, as the web app pages it: page 1 when a feed opens, then one
 * page per sentinel hit, each carrying the `next` cursor of the page before (SPEC's `page`
 * alongside). A session is one member reading down to a depth: 1, a depth in 2–5 or a depth
 * in 6–200 (uniform in its band). Each new session takes the band whose share of the pages
 * asked for so far (counting what the sessions under way will still ask) is furthest below
 * its target, so the requests fall on pages 1 / 2–5 / 6–200 in the shares asked for (70 / 25 /
 * 5 % by default) within a few seconds, not only on average over many long sessions.
 */
import { percentile } from "./paced-load";

export interface PageMix {
  /** Share of requests for page 1. */
  first: number;
  /** Share of requests for pages 2 to 5. */
  near: number;
  /** Share of requests for pages 6 to DEEPEST_PAGE. */
  deep: number;
}

export const DEFAULT_MIX: PageMix = { first: 0.7, near: 0.25, deep: 0.05 };
export const DEEPEST_PAGE = 200;

const between = (from: number, to: number) => from + Math.floor(Math.random() * (to - from + 1));

export interface Reader<M> {
  member: M;
  /** The last page this session will ask for. */
  depth: number;
}

export interface FeedRequest<M> {
  reader: Reader<M>;
  page: number;
  /** When it was handed to a connection (performance.now()). */
  sentAt?: number;
  /** The `next` of the page before; null on page 1 (or when paging by number only). */
  cursor: string | null;
}

/**
 * Sessions under way, shared by every connection: an answer that leaves its session wanting
 * more queues the session's next page, which the next free connection sends. So each page
 * follows its predecessor's answer, as a person's scrolling does, whatever connection carries it.
 */
export const createScrollSessions = <M>(
  pickMember: () => M,
  { mix = DEFAULT_MIX, cursors = true }: { mix?: PageMix; cursors?: boolean } = {},
) => {
  const waiting: FeedRequest<M>[] = [];
  const sent = { first: 0, near: 0, deep: 0 };
  /** Answer times (ms, as this client saw them) of each band since the count started. */
  const latencies: Record<keyof PageMix, number[]> = { first: [], near: [], deep: [] };
  const bandOf = (page: number): keyof PageMix =>
    page === 1 ? "first" : page <= 5 ? "near" : "deep";
  /** Pages of each band sent or still to come from the sessions started. */
  const promised = { first: 0, near: 0, deep: 0 };
  const pickDepth = () => {
    const total = promised.first + promised.near + promised.deep;
    const depth =
      promised.deep < mix.deep * total
        ? between(6, DEEPEST_PAGE)
        : promised.near < mix.near * total
          ? between(2, 5)
          : 1;
    promised.first += 1;
    promised.near += Math.min(depth, 5) - 1;
    promised.deep += Math.max(depth - 5, 0);
    return depth;
  };

  return {
    /** The next request: a session's next page if one waits, else a new session's page 1. */
    next(): FeedRequest<M> {
      const request = waiting.shift() ?? {
        reader: { member: pickMember(), depth: pickDepth() },
        page: 1,
        cursor: null,
      };
      sent[bandOf(request.page)] += 1;
      request.sentAt = performance.now();
      return request;
    },
    /**
     * An answer: its session goes on while it is not at its depth and the page was not empty
     * (an empty page ends a feed). Without a `next` in the answer, the next page goes by number.
     */
    answered(request: FeedRequest<M>, status: number, next: string | null, items: number) {
      if (request.sentAt !== undefined) {
        latencies[bandOf(request.page)].push(performance.now() - request.sentAt);
      }
      const { depth } = request.reader;
      if (request.page >= depth) return;
      if (status !== 200 || items === 0) {
        // Ended early: the pages it will not ask for are not promised any more.
        const from = request.page + 1;
        promised.near -= Math.max(0, Math.min(depth, 5) - Math.max(from, 2) + 1);
        promised.deep -= Math.max(0, depth - Math.max(from, 6) + 1);
        return;
      }
      waiting.push({
        reader: request.reader,
        page: request.page + 1,
        cursor: cursors ? next : null,
      });
    },
    /** The requests sent so far by band, as shares. */
    mix(): PageMix & { total: number } {
      const total = sent.first + sent.near + sent.deep;
      const share = (n: number) => (total === 0 ? 0 : n / total);
      return { first: share(sent.first), near: share(sent.near), deep: share(sent.deep), total };
    },
    /** The 99th percentile answer time of each band (ms), as this client saw it. */
    p99s(): Record<keyof PageMix, number> {
      const p99 = (values: number[]) =>
        percentile(
          [...values].sort((a, b) => a - b),
          0.99,
        );
      return { first: p99(latencies.first), near: p99(latencies.near), deep: p99(latencies.deep) };
    },
    /** Starts the count again (after the warm-up). */
    resetCount() {
      for (const band of ["first", "near", "deep"] as const) {
        sent[band] = 0;
        latencies[band] = [];
      }
    },
  };
};

/**
 * Picks 0..n−1 with Zipf's law (rank r with weight 1 / (r+1)^exponent): a few members are
 * frequent, most are seldom seen.
 */
export const zipfPicker = (n: number, exponent: number) => {
  const cumulative = new Float64Array(n);
  let sum = 0;
  for (let r = 0; r < n; r += 1) {
    sum += 1 / (r + 1) ** exponent;
    cumulative[r] = sum;
  }
  return (): number => {
    const target = Math.random() * sum;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((cumulative[mid] ?? 0) < target) low = mid + 1;
      else high = mid;
    }
    return low;
  };
};
