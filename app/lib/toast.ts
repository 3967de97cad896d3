/** A toast shown after an action; `variant: "destructive"` for failures, as in the spec. */
export type Toast = { title: string; description?: string; variant?: "default" | "destructive" };
