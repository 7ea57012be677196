/**
 * A labelled text field of the transfer screens: the label above (also the input's accessible
 * name), at least 44 px high, a hint or an error beneath (the error is announced).
 */
import type { ReactNode } from 'react';
import { Text, TextInput, View, type TextInputProps } from 'react-native';
import { colors, look, TOUCH } from '../../coin/parts/look';

export function Field({
  label,
  value,
  onChangeText,
  hint,
  error,
  mono = false,
  accessory,
  ...rest
}: {
  label: string;
  value: string;
  onChangeText: (v: string) => void;
  hint?: string | null;
  error?: string | null;
  mono?: boolean;
  /** A control beside the input (Max, the unit switch). */
  accessory?: ReactNode;
} & Pick<TextInputProps, 'placeholder' | 'inputMode' | 'autoCapitalize' | 'autoCorrect' | 'testID'>) {
  return (
    <View style={{ gap: 4 }}>
      <Text style={[look.text, { fontWeight: '600' }]}>{label}</Text>
      <View style={look.row}>
        <TextInput
          aria-label={label}
          aria-invalid={!!error}
          value={value}
          onChangeText={onChangeText}
          placeholderTextColor={colors.muted}
          style={[
            look.text,
            mono ? { fontFamily: 'monospace' } : null,
            {
              flex: 1,
              minHeight: TOUCH,
              borderWidth: 1,
              borderColor: error ? colors.error : colors.line,
              borderRadius: 10,
              paddingHorizontal: 12,
              backgroundColor: colors.card,
            },
          ]}
          {...rest}
        />
        {accessory}
      </View>
      {error ? (
        <Text role="alert" style={[look.muted, { color: colors.error }]}>
          {error}
        </Text>
      ) : hint ? (
        <Text style={look.muted}>{hint}</Text>
      ) : null}
    </View>
  );
}
