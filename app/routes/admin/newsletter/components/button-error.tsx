/** An action's refusal, shown right beside the button that caused it and read out when it appears. */
export function ButtonError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} role="alert" className="text-sm font-medium text-destructive" data-testid={id}>
      {message}
    </p>
  );
}
