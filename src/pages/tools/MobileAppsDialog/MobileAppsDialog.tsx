import { Dialog } from '../Dialog/Dialog';
import { toolTexts } from '../texts';

const STORES = ['App Store', 'Google Play'];

/** The mobile apps dialog: Defter has no apps yet, so it says they are coming (no dead links). */
export function MobileAppsDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title={toolTexts.mobileApps} onClose={onClose}>
      <p>{toolTexts.mobileAppsSoon}</p>
      <ul className="store-badges">
        {STORES.map((store) => (
          <li key={store} className="store-badge">
            <strong>{store}</strong>
            <span className="badge">{toolTexts.comingSoon}</span>
          </li>
        ))}
      </ul>
      <div className="modal__actions">
        <button type="button" className="btn" onClick={onClose}>
          {toolTexts.close}
        </button>
      </div>
    </Dialog>
  );
}
