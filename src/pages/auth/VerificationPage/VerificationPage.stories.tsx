import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { pendingLogin } from '../../../services/auth';
import { Toaster } from '../../../engine/popups/Toaster/Toaster';
import { VerificationPage } from './VerificationPage';

const meta: Meta<typeof VerificationPage> = {
  title: 'Auth/VerificationPage',
  component: VerificationPage,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/verification']}>
        <Story />
        <Toaster />
      </MemoryRouter>
    ),
  ],
};
export default meta;

/** A code was just sent: the resend button counts down from 2:00. */
export const CodeSent: StoryObj<typeof VerificationPage> = {
  beforeEach: () => {
    pendingLogin.set({
      otp_id: 'otp-demo',
      phone_hint: '+90 (5**) *** ** 12',
      resend_after: 120,
      email: 'ayse.yilmaz@ornek-ticaret.com.tr',
      sent_at: Date.now(),
    });
    return () => pendingLogin.clear();
  },
};

/** The cooldown is over: the resend button is enabled. */
export const ResendAvailable: StoryObj<typeof VerificationPage> = {
  beforeEach: () => {
    pendingLogin.set({
      otp_id: 'otp-demo',
      phone_hint: '+90 (5**) *** ** 12',
      resend_after: 120,
      email: 'ayse.yilmaz@ornek-ticaret.com.tr',
      sent_at: Date.now() - 121_000,
    });
    return () => pendingLogin.clear();
  },
};
