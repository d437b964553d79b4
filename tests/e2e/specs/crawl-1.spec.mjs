// @ts-check
/** Shard 1 of the crawl (tests/e2e/lib/crawl.mjs): the runner visits the shards side by side. */
import { crawlShard } from '../lib/crawl.mjs';

crawlShard(1, 2);
