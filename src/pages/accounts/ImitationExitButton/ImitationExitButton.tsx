import { useState } from 'react';
import { accountTexts } from '../../../../domain/messages';
import { exitImitation } from '../../../services/accounts';

/** "Taklitten Çık", in place of logout while impersonating: back to the admin's own token, reloaded. */
export function ImitationExitButton() {
  const [leaving, setLeaving] = useState(false);
  return (
    <button
      type="button"
      className="btn imitation-exit"
      disabled={leaving}
      onClick={() => {
        setLeaving(true);
        void exitImitation();
      }}
    >
      {accountTexts.exitImitation}
    </button>
  );
}
