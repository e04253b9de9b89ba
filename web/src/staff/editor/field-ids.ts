/**
 * The ids of the editor's fields, so the error summary's links land on the field each message is
 * about: `post-<column>` for a column's field (underscores as hyphens), and the body's and the
 * schedule's own.
 */
import { FORM_COLUMN_NAMES, type FieldName } from './editor-state';

export const FIELD_IDS = {
  ...Object.fromEntries(FORM_COLUMN_NAMES.map((column) => [column, `post-${column.replace(/_/g, '-')}`])),
  body: 'post-body',
  scheduleAt: 'post-schedule',
} as Record<FieldName, string>;
