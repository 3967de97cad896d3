import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";

/** What a shared admin action answers when it does not redirect: the form's result (field errors) and/or a message. */
export type FormActionData = {
  result: SubmissionResult<string[]> | null;
  error: string | null;
  /** The text under `error` (what went wrong, or 'Bitte versuchen Sie es erneut.'), when there is one. */
  detail?: string | null;
  /** Refused because the record was saved meanwhile (409): an autosave stops there. */
  conflict?: true;
  /** An autosave that landed (decision 0051): the draft's new version, for the form's next save. */
  autosaved?: { version: string; draftId: number; at: string };
};

/** A refused write with its status (400 bad input, 404 unknown row, 503 database), typed so routes need no cast. */
export function formFailure(body: FormActionData, status: number) {
  return data<FormActionData>(body, { status });
}

export type FormFailure = ReturnType<typeof formFailure>;
