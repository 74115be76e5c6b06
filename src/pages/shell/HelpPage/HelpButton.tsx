import { useLocation, useNavigate } from 'react-router-dom';
import { ToolButton } from '../TopBar/ToolButton';
import { HelpIcon } from '../ShellDataTools/icons';
import { dataTexts } from '../shell-data.texts';

/** The top bar's help button: opens `/docs` plus the current path. */
export function HelpButton() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <ToolButton
      label={dataTexts.help}
      onClick={() => {
        if (pathname === '/docs' || pathname.startsWith('/docs/')) return;
        void navigate(`/docs${pathname === '/' ? '' : pathname}`);
      }}
    >
      <HelpIcon />
    </ToolButton>
  );
}
