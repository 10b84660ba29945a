import 'shared-ui/tokens/tokens.css';
import { renderStandalone } from '../../tooling/config/webpack/renderStandalone';
import Routes from './routes';

renderStandalone(Routes);
