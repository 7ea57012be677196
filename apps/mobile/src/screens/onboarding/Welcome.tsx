export { default } from '../../navigation/Placeholder';
