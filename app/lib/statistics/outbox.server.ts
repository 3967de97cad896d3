/*
 * Sending off the request path, shared by short-link clicks and page views: items of one isolate leave
 * together. Each request adds its item; the first item of a burst waits `delayMs` in its own request's
 * waitUntil and then hands over whatever is waiting (at once when `max` are waiting). An item that finds
 * others waiting only adds itself: the request of the first one is alive until its flush has settled,
 * and that flush takes everything waiting, so no extra timer per item. One queue call per burst instead
 * of one per item is what keeps the answer close to a static file under load. Only plain data is shared
 * between requests; every flush runs inside the request that started it, with that request's bindings.
 */

type Flush<T, E> = (items: T[], env: E) => Promise<void>;

type Outbox<T, E> = {
  /** Adds an item and, when this request is the one to send, sends (call it in waitUntil). Never throws. */
  add(item: T, env: E): Promise<void>;
};

export function createOutbox<T, E>({
  delayMs,
  max,
  flush,
  label,
}: {
  delayMs: number;
  max: number;
  /** Hands `items` (at most `max`) on; may throw, the items are then logged as lost. */
  flush: Flush<T, E>;
  label: string;
}): Outbox<T, E> {
  const waiting: T[] = [];
  async function drain(env: E) {
    while (waiting.length > 0) {
      const items = waiting.splice(0, max);
      try {
        await flush(items, env);
      } catch (error) {
        console.error(`${label}: ${items.length} not recorded`, error);
      }
    }
  }
  return {
    async add(item, env) {
      waiting.push(item);
      if (waiting.length >= max) return drain(env);
      // Others are waiting: the request of the first of them sends this item with theirs.
      if (waiting.length > 1) return;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      await drain(env);
    },
  };
}

/**
 * The queue's end of such an outbox, shared too: a consumer that writes a batch's valid messages in one
 * go (exactly once: `write` knows the messages of an earlier try that did commit by their ids) and drops
 * malformed ones with a log line. If the write fails, the whole batch is retried.
 */
export function createConsumer<T, E>({
  parse,
  write,
  label,
}: {
  parse: (body: unknown) => T | null;
  write: (env: E, items: T[]) => Promise<void>;
  label: string;
}): (batch: MessageBatch<unknown>, env: E) => Promise<void> {
  return async (batch, env) => {
    const items: T[] = [];
    for (const message of batch.messages) {
      const item = parse(message.body);
      if (item) items.push(item);
      else console.error(`${label}: malformed message dropped`, message.id);
    }
    try {
      await write(env, items);
      batch.ackAll();
    } catch (error) {
      console.error(`${label}: batch not written, retrying`, error);
      batch.retryAll({ delaySeconds: 10 });
    }
  };
}
