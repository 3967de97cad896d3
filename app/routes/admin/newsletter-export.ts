/** Placeholder: built in issue 8. */
export async function loader() {
  return new Response("", { headers: { "Content-Type": "text/csv; charset=utf-8" } });
}
