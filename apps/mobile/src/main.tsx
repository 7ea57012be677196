/** Entry of the mobile shell's web build: React Native's AppRegistry on react-native-web. */
// First: zod turned jitless before any schema exists (the CSP refuses eval).
import '@kestrel/ui-state/noEval';
import './platform/reactNativeGlobal';
import './page.css';
import { AppRegistry } from 'react-native';
import { App } from './App';
import { installMobilePlatform } from './platform/mobile';
import { installStackViewportFix } from './platform/stackViewportFix';

// The view models (@kestrel/ui-state) reach the device through this port: installed first.
installMobilePlatform();
installStackViewportFix();

AppRegistry.registerComponent('Kestrel', () => App);
AppRegistry.runApplication('Kestrel', { rootTag: document.getElementById('root') });
