import { ErrorList, TextareaField, type ListOfErrors } from "~/components/forms";
import { RichTextEditing } from "~/components/admin/rich-text/editing-switch";

/**
 * A legal page's content: the HTML textarea is the form field (and all there is without
 * JavaScript); with JavaScript the shared rich-text editor is shown in front of it, and the
 * "HTML source" tab shows the textarea itself for experts.
 */
export function LegalContentField({
  id,
  name,
  label,
  testId,
  defaultValue,
  errors,
}: {
  id: string;
  name: string;
  label: string;
  testId: string;
  defaultValue: string;
  errors: ListOfErrors;
}) {
  return (
    <div data-testid={testId}>
      <RichTextEditing
        label={label}
        initial={defaultValue}
        beforeEditor={
          <p className="text-sm font-medium" aria-hidden>
            {label}
          </p>
        }
        afterEditor={<ErrorList id={`${id}-rich-error`} errors={errors} />}
        textarea={(ref) => (
          <TextareaField
            id={id}
            label={label}
            required
            errors={errors}
            textareaProps={{
              ref,
              name,
              required: true,
              rows: 16,
              spellCheck: false,
              className: "min-h-[300px] font-mono",
              defaultValue,
            }}
          />
        )}
      />
    </div>
  );
}
