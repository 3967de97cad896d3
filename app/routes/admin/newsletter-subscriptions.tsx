/** Placeholder: built in issue 8. */
export default function Placeholder() {
  return <main id="main"><h1 className="text-3xl font-bold">newsletter-subscriptions</h1></main>;
}
