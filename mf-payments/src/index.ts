import 'shared-ui/tokens/tokens.css';
import { renderStandalone } from 'shared-ui/dev/renderStandalone';
import Routes from './routes';

renderStandalone(Routes);
