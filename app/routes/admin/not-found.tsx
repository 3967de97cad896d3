import { data } from "react-router";

/** Unknown addresses under /admin: a 404 inside the back office, after the gate. */
export function loader() {
  throw data(null, { status: 404 });
}

export function action() {
  throw data(null, { status: 404 });
}

export default function AdminNotFound() {
  return null;
}
