import 'shared-ui/tokens/tokens.css';
import './fonts.css';
import { startShell } from './startShell';

void startShell();
