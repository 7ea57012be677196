/** A one-of-many choice as a row of chips (radios), for the batch filters; each chip ≥ 44 px. */
import type { ReactNode } from 'react';
import { Pressable, ScrollView, Text } from 'react-native';
import { colors, TOUCH } from '../../coin/parts/look';

export function Chips({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <ScrollView
      horizontal
      role="radiogroup"
      aria-label={label}
      showsHorizontalScrollIndicator={false}
      contentContainerStyle={{ gap: 8, paddingVertical: 2 }}
    >
      {options.map((o) => {
        const on = o.value === value;
        return (
          <Pressable
            key={o.value || 'all'}
            role="radio"
            aria-checked={on}
            aria-label={`${label}: ${o.label}`}
            onPress={() => onChange(o.value)}
            style={{
              minHeight: TOUCH,
              paddingHorizontal: 14,
              justifyContent: 'center',
              borderRadius: 22,
              borderWidth: 1,
              borderColor: colors.accent,
              backgroundColor: on ? colors.accent : colors.card,
            }}
          >
            <Text style={{ color: on ? colors.onAccent : colors.accent, fontWeight: '600' }}>{o.label}</Text>
          </Pressable>
        );
      })}
    </ScrollView>
  );
}

/** A checkbox row (≥ 44 px) with its label. */
export function Check({
  label,
  checked,
  onChange,
  disabled = false,
  children,
}: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  disabled?: boolean;
  children?: ReactNode;
}) {
  return (
    <Pressable
      role="checkbox"
      aria-checked={checked}
      aria-label={label}
      aria-disabled={disabled}
      disabled={disabled}
      onPress={() => onChange(!checked)}
      style={{ minHeight: TOUCH, minWidth: TOUCH, flexDirection: 'row', alignItems: 'center', gap: 10 }}
    >
      <Text
        style={{
          width: 24,
          height: 24,
          borderRadius: 6,
          borderWidth: 2,
          borderColor: colors.accent,
          backgroundColor: checked ? colors.accent : colors.card,
          color: colors.onAccent,
          textAlign: 'center',
          lineHeight: 20,
          fontWeight: '700',
        }}
      >
        {checked ? '✓' : ''}
      </Text>
      {children}
    </Pressable>
  );
}
