/**
 * React Native always defines `global`; react-native-web's Animated reads
 * `global.cancelAnimationFrame` when a stack transition stops, so without it the first Back
 * throws "global is not defined" and the page goes blank. Imported first by main.tsx.
 */
const g = globalThis as { global?: unknown };
g.global ??= globalThis;
