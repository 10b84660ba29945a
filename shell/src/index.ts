import 'shared-ui/tokens/tokens.css';
import { startShell } from './startShell';

void startShell();
