import type { TemplatesType } from '@rjsf/utils';
import { buttonTemplates } from './templates/ButtonTemplates/ButtonTemplates';
import { FieldTemplate } from './templates/FieldTemplate/FieldTemplate';
import { ObjectFieldTemplate } from './templates/ObjectFieldTemplate/ObjectFieldTemplate';
import { SubmitButton } from './templates/SubmitButton/SubmitButton';
import { WrapIfAdditionalTemplate } from './templates/WrapIfAdditionalTemplate/WrapIfAdditionalTemplate';
import './templates/standard-schema.css';

/** The theme's templates (RJSF's defaults fill in the rest: arrays, titles, descriptions, unions). */
export const templates: Partial<TemplatesType> = {
  FieldTemplate,
  ObjectFieldTemplate,
  WrapIfAdditionalTemplate,
  ButtonTemplates: { ...buttonTemplates, SubmitButton } as TemplatesType['ButtonTemplates'],
};
