/**
 * A QR code drawn with plain views, so the same component renders on the web build and on a
 * device: the `qrcode` library (the browser shell's) computes the modules; each row's runs of dark
 * modules become one view, a few hundred views at most. A quiet zone of 4 modules surrounds it.
 */
import { useMemo } from 'react';
import { StyleSheet, View } from 'react-native';
import { create } from 'qrcode';

const QUIET = 4;

/** Runs of dark modules per row: [start, length] pairs. */
export function darkRuns(text: string): { size: number; rows: [number, number][][] } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const size = modules.size;
  const rows: [number, number][][] = [];
  for (let y = 0; y < size; y++) {
    const runs: [number, number][] = [];
    let start = -1;
    for (let x = 0; x <= size; x++) {
      const dark = x < size && modules.get(y, x) === 1;
      if (dark && start < 0) start = x;
      if (!dark && start >= 0) {
        runs.push([start, x - start]);
        start = -1;
      }
    }
    rows.push(runs);
  }
  return { size, rows };
}

export function QrCode({ value, size = 240, label }: { value: string; size?: number; label: string }) {
  const qr = useMemo(() => darkRuns(value), [value]);
  const cell = size / (qr.size + 2 * QUIET);
  return (
    <View
      accessibilityRole="image"
      accessibilityLabel={label}
      style={[styles.box, { width: size, height: size, padding: cell * QUIET }]}
    >
      {qr.rows.map((runs, y) => (
        <View key={y} style={{ height: cell }}>
          {runs.map(([x, n]) => (
            <View key={x} style={[styles.dark, { left: x * cell, width: n * cell, height: cell }]} />
          ))}
        </View>
      ))}
    </View>
  );
}

const styles = StyleSheet.create({
  box: { backgroundColor: '#ffffff' },
  dark: { position: 'absolute', top: 0, backgroundColor: '#000000' },
});
