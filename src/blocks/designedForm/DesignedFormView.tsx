/**
 * A designed form drawn by @rjsf/antd from its JSON Schema and uiSchema (the designer's preview and the filling
 * dialog), validated in the browser with the server's messages.
 */
import Form from '@rjsf/antd';
import type { ErrorSchema } from '@rjsf/utils';
import { type ReactNode, useMemo } from 'react';
import type { JsonSchema, UiSchema } from './field-model';
import { designedFormValidator, errorsIn } from './validator';

interface Props {
  schema: JsonSchema;
  uiSchema: UiSchema;
  formData?: Record<string, unknown>;
  onChange?: (data: Record<string, unknown>) => void;
  onSubmit?: (data: Record<string, unknown>) => void;
  /** Errors from the server, by field key, shown under the fields. */
  extraErrors?: ErrorSchema;
  disabled?: boolean;
  /** The submit button (none: a preview without one). */
  children?: ReactNode;
}

export default function DesignedFormView({ schema, uiSchema, formData, onChange, onSubmit, extraErrors, disabled, children }: Props) {
  const transformErrors = useMemo(() => errorsIn(schema), [schema]);
  return (
    <Form
      schema={schema}
      uiSchema={uiSchema}
      formData={formData}
      validator={designedFormValidator}
      transformErrors={transformErrors}
      showErrorList={false}
      noHtml5Validate
      liveValidate={false}
      extraErrors={extraErrors}
      disabled={disabled}
      onChange={(event) => onChange?.(event.formData)}
      onSubmit={(event) => onSubmit?.(event.formData)}
    >
      {children ?? <></>}
    </Form>
  );
}
