import 'shared-ui/tokens/tokens.css';
import { renderStandalone } from 'shared-ui/standalone/renderStandalone';
import Routes from './routes';

renderStandalone(Routes);
