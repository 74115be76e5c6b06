import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { Toaster } from '../../../engine/popups/Toaster/Toaster';
import { LoginPage } from './LoginPage';

const meta: Meta<typeof LoginPage> = {
  title: 'Auth/LoginPage',
  component: LoginPage,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/login']}>
        <Story />
        <Toaster />
      </MemoryRouter>
    ),
  ],
};
export default meta;

/** The empty login form. */
export const Default: StoryObj<typeof LoginPage> = {};
