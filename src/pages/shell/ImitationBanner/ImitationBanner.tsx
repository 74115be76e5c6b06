import { useAtomValue } from 'jotai';
import { imitatingAtom } from '../../accounts/imitation';
import { ImitationExitButton } from '../../accounts/ImitationExitButton/ImitationExitButton';
import { accountToolTexts } from '../../accounts/texts';
import { userAtom } from '../../../state/session';

/** Defter's wording (the spec names the mode, not a banner). */
export const imitationBannerText = (name: string) => `${name} olarak işlem yapıyorsunuz.`;

/**
 * A banner over every page while an admin impersonates a user (issue 16): whose account this is, and the way
 * back ("Taklitten Çık", also in the top bar in place of logout).
 */
export function ImitationBanner() {
  const imitating = useAtomValue(imitatingAtom);
  const user = useAtomValue(userAtom);
  if (!imitating) return null;
  const name = [user?.name_basic, user?.surname].filter(Boolean).join(' ');
  return (
    <section className="imitation-banner" aria-label={accountToolTexts.imitationBadge}>
      <strong className="imitation-banner__mode">{accountToolTexts.imitationBadge}</strong>
      <span className="imitation-banner__text">{imitationBannerText(name)}</span>
      <ImitationExitButton />
    </section>
  );
}
