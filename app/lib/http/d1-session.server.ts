/**
 * D1 read replicas through the Sessions API (docs/decisions/0032-d1-read-replicas.md). A visitor's
 * reads may come from the nearest replica ("first-unconstrained"); staff, who write and then look at
 * what they wrote, continue from the bookmark of their last request (a cookie), so they never read
 * older data than they have seen. Off when D1_READ_REPLICAS is not "on" or the binding has no sessions.
 */
import { hasSessionCookie, isHttps, readCookies, serializeCookie } from "./cookies.server";

const BOOKMARK_COOKIE = "d1_bookmark";
/** A bookmark is an opaque token of D1; anything else in the cookie is ignored. */
const BOOKMARK_SHAPE = /^[\w.-]{1,200}$/;

type SessionCapable = D1Database & {
  withSession?: (constraintOrBookmark?: string) => {
    prepare: D1Database["prepare"];
    batch: D1Database["batch"];
    getBookmark: () => string | null;
  };
};

/**
 * The request's bindings with DB reading through a session, and what to do with the answer (keep the
 * staff member's bookmark). Null when sessions are off: the bindings are used as they are.
 */
export function withD1Session<E extends { DB: D1Database; D1_READ_REPLICAS?: string }>(env: E, request: Request) {
  const db = env.DB as SessionCapable;
  if (env.D1_READ_REPLICAS !== "on" || typeof db.withSession !== "function") return null;
  const staff = hasSessionCookie(request);
  const saved = readCookies(request).get(BOOKMARK_COOKIE);
  const start = staff ? (saved && BOOKMARK_SHAPE.test(saved) ? saved : "first-primary") : "first-unconstrained";
  const session = db.withSession(start);
  // Only the calls that reach the database go through the session; the binding's type stays as it is.
  const routed = new Proxy(db, {
    get(target, property) {
      if (property === "prepare") return (query: string) => session.prepare(query);
      if (property === "batch") return (statements: D1PreparedStatement[]) => session.batch(statements);
      const value = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  const bindings = new Proxy(env, {
    get: (target, property) => (property === "DB" ? routed : Reflect.get(target, property)),
  });
  return {
    env: bindings,
    /** Staff answers carry the bookmark the next request continues from (when it moved). */
    keepBookmark(response: Response): Response {
      if (!staff) return response;
      const bookmark = session.getBookmark();
      if (!bookmark || bookmark === saved || !BOOKMARK_SHAPE.test(bookmark)) return response;
      const kept = new Response(response.body, response);
      kept.headers.append(
        "Set-Cookie",
        serializeCookie(BOOKMARK_COOKIE, bookmark, { httpOnly: true, secure: isHttps(request), maxAge: 60 * 60 }),
      );
      return kept;
    },
  };
}
