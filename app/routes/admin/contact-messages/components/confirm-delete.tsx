import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";

/** The body of a delete dialog: what goes, and the form that deletes it (a message or one reply). */
export function ConfirmDelete({
  intent,
  field,
  id,
  label,
  onCancel,
}: {
  intent: string;
  field: string;
  id: number;
  label: string;
  onCancel: () => void;
}) {
  const navigation = useNavigation();
  const deleting = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Form method="post" className="space-y-4">
      <p className="font-medium">„{label}“</p>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={field} value={id} />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          Abbrechen
        </Button>
        <Button type="submit" variant="destructive" disabled={deleting}>
          {deleting ? "Wird gelöscht..." : "Löschen"}
        </Button>
      </div>
    </Form>
  );
}
