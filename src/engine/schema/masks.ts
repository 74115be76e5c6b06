// The masks and limits of 001 §5.1 live in domain/masks: the server enforces the same definition.
export {
  DEFAULT_PHONE_MASK,
  IBAN_PATTERN,
  MASK_DEFINITIONS,
  MASKS,
  PHONE_COUNTRY_COLUMN,
  PHONE_MASK_COLUMN,
  maskOf,
  patternOf,
  phoneMaskOr,
  phonePattern,
  storedLength,
  type MaskSpec,
} from '../../../domain/masks';
