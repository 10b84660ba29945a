import 'shared-ui/tokens/tokens.css';
import './fonts.css';
import './early/heldControls.css';
import { startShell } from './startShell';

void startShell();
