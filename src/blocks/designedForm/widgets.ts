/**
 * The rjsf widgets a designed form's uiSchema may name (`ui:widget`), each with the kinds of field it edits. The client
 * manifest carries this map to the server, whose check of a designed form refuses any other widget, or a widget on a
 * field of another kind.
 */
export const DESIGNED_FORM_WIDGET_KINDS = {
  text: ['text', 'number'],
  textarea: ['text'],
  updown: ['number'],
  date: ['date'],
  datetime: ['date-time'],
  radio: ['choice', 'boolean'],
  select: ['choice', 'boolean'],
  checkboxes: ['multiple'],
  checkbox: ['boolean'],
  email: ['text'],
} as const;

export type DesignedFormWidget = keyof typeof DESIGNED_FORM_WIDGET_KINDS;

export const DESIGNED_FORM_WIDGETS = Object.keys(DESIGNED_FORM_WIDGET_KINDS) as DesignedFormWidget[];
