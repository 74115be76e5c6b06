import { CentreModal, type CentreModalProps } from '../CentreModal/CentreModal';

/**
 * The windows modal of 002 §2: a draggable window that does not block the page, so several can stay open
 * side by side; the one clicked or focused comes to the front, Escape inside it closes it.
 */
export function WindowModal(props: Omit<CentreModalProps, 'blocking'>) {
  return <CentreModal {...props} size={props.size ?? 768} blocking={false} />;
}
