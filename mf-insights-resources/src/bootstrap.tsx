import { mountStandalone } from '@anchor/app-runtime';
import { StandaloneApp } from './standalone/StandaloneApp';

mountStandalone(StandaloneApp);
