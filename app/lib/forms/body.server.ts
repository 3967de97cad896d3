/**
 * Every action of the site reads a form (request.formData()). A write whose body is not a readable
 * form — JSON, plain text, multipart without a boundary or with broken parts — would make that call
 * throw inside the action, i.e. a 500. This answers such requests up front instead: 415 for a body
 * type no form sends, 400 for a form body that cannot be parsed. Returns null for everything else.
 */
export async function refuseUnreadableForm(request: Request): Promise<Response | null> {
  const method = request.method.toUpperCase();
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return null;
  try {
    await request.clone().formData();
    return null;
  } catch {
    const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
    const isForm = type === "application/x-www-form-urlencoded" || type === "multipart/form-data";
    return new Response(isForm ? "The form data could not be read." : "Only form submissions are accepted.", {
      status: isForm ? 400 : 415,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  }
}
