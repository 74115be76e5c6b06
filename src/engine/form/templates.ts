import type { TemplatesType } from '@rjsf/utils';
import { FieldTemplate } from './templates/FieldTemplate/FieldTemplate';
import { ObjectFieldTemplate } from './templates/ObjectFieldTemplate/ObjectFieldTemplate';
import { SubmitButton } from './templates/SubmitButton/SubmitButton';

/** The theme's templates (RJSF's defaults fill in the rest). */
export const templates: Partial<TemplatesType> = {
  FieldTemplate,
  ObjectFieldTemplate,
  ButtonTemplates: { SubmitButton } as TemplatesType['ButtonTemplates'],
};
